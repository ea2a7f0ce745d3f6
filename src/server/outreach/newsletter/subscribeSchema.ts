import 'server-only'

import { z } from 'zod'
import { EMAIL_MAX } from '../../../lib/limits'

/** The body of `POST /api/subscribe/fan`; the address is kept lower-cased. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: 'NewsletterApi.emailRequired' })
    .trim()
    .min(1, 'NewsletterApi.emailRequired')
    .pipe(z.email('NewsletterApi.emailInvalid').max(EMAIL_MAX, 'NewsletterApi.emailInvalid'))
    .transform((email) => email.toLowerCase()),
})

export type SubscribeInput = z.infer<typeof subscribeSchema>
