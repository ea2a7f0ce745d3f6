import 'server-only'

import { z } from 'zod'

import type { MessageKey } from '../../platform/i18n/translate'

const required = (message: MessageKey) => z.string({ error: message }).trim().min(1, message)

/** The body of `POST /api/contact`: name, a valid email and a message, all required. */
export const contactMessageSchema = z.object({
  name: required('ContactApi.nameRequired').max(120, 'ContactApi.nameTooLong'),
  email: required('ContactApi.emailRequired').pipe(
    z.email('ContactApi.emailInvalid').max(254, 'ContactApi.emailInvalid'),
  ),
  message: required('ContactApi.messageRequired').max(5000, 'ContactApi.messageTooLong'),
})

export type ContactMessageInput = z.infer<typeof contactMessageSchema>
