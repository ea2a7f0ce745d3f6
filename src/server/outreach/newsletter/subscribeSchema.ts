import 'server-only'

import { z } from 'zod'

/** The body of `POST /api/subscribe/fan`; the address is kept lower-cased. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: 'NewsletterApi.emailRequired' })
    .trim()
    .min(1, 'NewsletterApi.emailRequired')
    .pipe(z.email('NewsletterApi.emailInvalid').max(254, 'NewsletterApi.emailInvalid'))
    .transform((email) => email.toLowerCase()),
})

export type SubscribeInput = z.infer<typeof subscribeSchema>
