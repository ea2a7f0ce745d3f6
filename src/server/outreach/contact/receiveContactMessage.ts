import 'server-only'

import type { Payload } from 'payload'

import type { ContactMessage } from '../../../payload-types'
import type { ContactMessageInput } from './contactMessageSchema'
import { notifyAdmins } from './notifyAdmins'

/** Files a visitor's message for the admins, with the visitor's (lack of) rights, and tells them by mail. */
export async function receiveContactMessage(
  payload: Payload,
  input: ContactMessageInput,
): Promise<ContactMessage> {
  const message = await payload.create({
    collection: 'contact-messages',
    data: input,
    depth: 0,
    overrideAccess: false,
    user: null,
  })
  await notifyAdmins(payload, message)
  return message
}
