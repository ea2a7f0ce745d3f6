import 'server-only'

import { ValidationError, type Payload } from 'payload'

import type { Subscriber } from '../../../payload-types'
import { withinLimit } from '../../platform'
import { newConfirmationToken } from './confirmationToken'
import { findSubscriber } from './findSubscriber'
import { sendConfirmationMail } from './sendConfirmationMail'
import type { SubscribeInput } from './subscribeSchema'
import type { Locale } from '../../../i18n/locales'

/**
 * Double opt-in: a new, pending or former subscriber gets a fresh confirmation link (the address
 * counts once it is confirmed); a confirmed one gets nothing. The caller answers the same in every
 * case, so the answer tells no one whether an address is on the list.
 */
export async function subscribeFan(
  payload: Payload,
  { email }: SubscribeInput,
  locale: Locale,
): Promise<void> {
  const existing = await findSubscriber(payload, { email: { equals: email } })
  if (existing?.status === 'confirmed') return
  if (!(await withinLimit('optinMail', email))) return
  const { token, hash, expiresAt } = newConfirmationToken()
  const data = {
    status: 'pending' as const,
    locale,
    confirmTokenHash: hash,
    confirmTokenExpiresAt: expiresAt,
  }
  let subscriber: Subscriber
  try {
    // With full access: the token fields are the server's to write, hidden from everyone.
    subscriber = existing
      ? await payload.update({
          collection: 'subscribers',
          id: existing.id,
          data,
          overrideAccess: true,
        })
      : await payload.create({
          collection: 'subscribers',
          data: { email, ...data },
          overrideAccess: true,
        })
  } catch (error) {
    // Two requests for a new address at once: the unique index lets one through, and it mails.
    if (error instanceof ValidationError && !existing) return
    throw error
  }
  await sendConfirmationMail(payload, subscriber, token)
}
