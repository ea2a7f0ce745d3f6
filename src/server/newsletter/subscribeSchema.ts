import { z } from 'zod'

/** The body of `POST /api/subscribe/fan`; the address is kept lower-cased. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .pipe(z.email('Invalid email address.').max(254, 'Invalid email address.'))
    .transform((email) => email.toLowerCase()),
})

export type SubscribeInput = z.infer<typeof subscribeSchema>
