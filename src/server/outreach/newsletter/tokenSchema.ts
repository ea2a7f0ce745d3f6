import 'server-only'

import { z } from 'zod'

/** `{ token }` from a link in a mail. */
export const tokenSchema = z.object(
  { token: z.string({ error: 'Newsletter.invalidLink' }).trim().min(1, 'Newsletter.invalidLink') },
  { error: 'Newsletter.invalidLink' },
)
