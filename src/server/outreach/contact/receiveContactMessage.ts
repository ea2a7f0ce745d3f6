import 'server-only'

import type { Payload } from 'payload'

import type { ContactMessage } from '../../../payload-types'
import { recordConsent, type ConsentSource } from '../../legal'
import { inTransaction } from '../../platform'
import type { ContactMessageInput } from './contactMessageSchema'
import { notifyAdmins } from './notifyAdmins'

/**
 * Files a visitor's message for the admins, with the visitor's (lack of) rights, and tells them by
 * mail, with the contact notice shown beside the form recorded as accepted. In one transaction, so
 * a keyed request (the form sent again, its instance having died with it) files the message once.
 */
export async function receiveContactMessage(
  payload: Payload,
  input: ContactMessageInput,
  source: ConsentSource,
): Promise<ContactMessage> {
  const message = await inTransaction(payload, null, async (req) => {
    const created = await payload.create({
      collection: 'contact-messages',
      data: input,
      depth: 0,
      overrideAccess: false,
      user: null,
      req,
    })
    await recordConsent(
      payload,
      { email: input.email },
      { kind: 'notice', purpose: 'contact', action: 'given' },
      source,
      req,
    )
    return created
  })
  await notifyAdmins(payload, message)
  return message
}
