import 'server-only'

import type { Payload } from 'payload'

import { recordConsent, type ConsentSource } from '../../legal'
import { inTransaction, lockName, withinLimit } from '../../platform'
import { newConfirmationToken } from './confirmationToken'
import { findSubscriber } from './findSubscriber'
import { sendConfirmationMail } from './sendConfirmationMail'
import type { SubscribeInput } from './subscribeSchema'
import type { Locale } from '../../../i18n/locales'

/**
 * Double opt-in: a new, pending or former subscriber gets a fresh confirmation link (the address
 * counts once it is confirmed); a confirmed one gets nothing. The caller answers the same in every
 * case, so the answer tells no one whether an address is on the list. One transaction, the queued
 * mail included (so a keyed request is done once): requests for one address take turns. The
 * notice and the opt-in sentence shown beside the form are recorded (Law 6563 art. 6); the
 * address gets mail only once its owner confirms it.
 */
export async function subscribeFan(
  payload: Payload,
  { email }: SubscribeInput,
  locale: Locale,
  source: ConsentSource,
): Promise<void> {
  // Counted before the transaction: the limiter writes on a pooled connection of its own, and a
  // transaction holding one while it waits for another can starve the pool under load.
  if (!(await withinLimit('optinMail', email))) return
  await inTransaction(payload, null, async (req) => {
    await lockName(req, `subscribers:${email}`)
    const existing = await findSubscriber(payload, { email: { equals: email } }, req)
    if (existing?.status === 'confirmed') return
    const { token, hash, expiresAt } = newConfirmationToken()
    const data = {
      status: 'pending' as const,
      locale,
      confirmTokenHash: hash,
      confirmTokenExpiresAt: expiresAt,
    }
    // With full access: the token fields are the server's to write, hidden from everyone.
    const subscriber = existing
      ? await payload.update({
          collection: 'subscribers',
          id: existing.id,
          data,
          overrideAccess: true,
          req,
        })
      : await payload.create({
          collection: 'subscribers',
          data: { email, ...data },
          overrideAccess: true,
          req,
        })
    for (const kind of ['notice', 'marketing'] as const)
      await recordConsent(
        payload,
        { email },
        { kind, purpose: 'newsletter', action: 'given' },
        { ...source, locale },
        req,
      )
    await sendConfirmationMail(payload, subscriber, token, req)
  })
}
