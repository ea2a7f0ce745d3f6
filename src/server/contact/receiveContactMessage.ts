import type { Payload } from 'payload'

import type { ContactMessage } from '../../payload-types'
import type { ContactMessageInput } from './contactMessageSchema'

export const RECEIVED_MESSAGE = 'Thank you! Your message has been received.'

/** Files a visitor's message for the admins, with the visitor's (lack of) rights. */
export const receiveContactMessage = (
  payload: Payload,
  input: ContactMessageInput,
): Promise<ContactMessage> =>
  payload.create({
    collection: 'contact-messages',
    data: input,
    depth: 0,
    overrideAccess: false,
    user: null,
  })
