import 'server-only'

import { z } from 'zod'

/**
 * İYS's change file as text, at most 2 million characters (some 25,000 lines): more than a day's
 * or a week's changes of Sahne's list, and few enough to apply in one request.
 */
export const IYS_FILE_MAX_CHARS = 2_000_000

export const iysRefusalsBody = z.object({
  csv: z
    .string({ error: 'Legal.iysRefusals.errors.file' })
    .max(IYS_FILE_MAX_CHARS, 'Legal.iysRefusals.errors.tooLarge'),
})
