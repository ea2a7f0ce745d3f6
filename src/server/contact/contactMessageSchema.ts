import { z } from 'zod'

const required = (message: string) => z.string({ error: message }).trim().min(1, message)

/** The body of `POST /api/contact`: name, a valid email and a message, all required. */
export const contactMessageSchema = z.object({
  name: required('Name is required.').max(120, 'Name must be at most 120 characters.'),
  email: required('Email is required.').pipe(
    z.email('Invalid email address.').max(254, 'Invalid email address.'),
  ),
  message: required('Message is required.').max(5000, 'Message must be at most 5000 characters.'),
})

export type ContactMessageInput = z.infer<typeof contactMessageSchema>
