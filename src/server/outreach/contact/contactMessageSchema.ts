import 'server-only'

import { z } from 'zod'

import type { MessageKey } from '../../platform'
import { CONTACT_LIMITS, EMAIL_MAX } from '../../../lib/limits'

const required = (message: MessageKey) => z.string({ error: message }).trim().min(1, message)

/** The body of `POST /api/contact`: name, a valid email and a message, all required. */
export const contactMessageSchema = z.object({
  name: required('ContactApi.nameRequired').max(CONTACT_LIMITS.name, 'ContactApi.nameTooLong'),
  email: required('ContactApi.emailRequired').pipe(
    z.email('ContactApi.emailInvalid').max(EMAIL_MAX, 'ContactApi.emailInvalid'),
  ),
  message: required('ContactApi.messageRequired').max(
    CONTACT_LIMITS.message,
    'ContactApi.messageTooLong',
  ),
})

export type ContactMessageInput = z.infer<typeof contactMessageSchema>
