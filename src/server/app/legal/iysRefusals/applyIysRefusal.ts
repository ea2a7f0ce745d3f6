import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { toLocale } from '@/i18n/locales'
import type { MarketingChannel } from '@/lib/legal/purposes'

import type { User } from '../../../../payload-types'
import { recordConsent } from '../../../legal'
import { turnDigestOff } from '../../../market'
import { endSubscription, findSubscriber } from '../../../outreach'
import { inTransaction, lockName } from '../../../platform'

/** What one refused address came to: the channels switched off and those kept, or unknown. */
type RefusalOutcome =
  { known: true; switchedOff: MarketingChannel[]; kept: MarketingChannel[] } | { known: false }

/** The screen the withdrawal records name: İYS's change file, loaded by an admin. */
const SCREEN = 'iysRefusal'

/** When the account last opted into the digest (its own records, by id or address), or never. */
async function digestOptedInAt(payload: Payload, user: User, req: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'consent-records',
    where: {
      and: [
        { kind: { equals: 'marketing' } },
        { purpose: { equals: 'digest' } },
        { action: { equals: 'given' } },
        { or: [{ user: { equals: user.id } }, { email: { equals: user.email } }] },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ? Date.parse(docs[0].createdAt) : -Infinity
}

/**
 * Applies a recipient's refusal made in İYS at `refusedAt` (Law 6563: it binds Sahne) to every
 * marketing channel `email` has on, as the unsubscribe links do: the digest turned off, the
 * newsletter subscription ended, a withdrawal recorded per channel (from the admin's `ip`, in the
 * account's or subscriber's language). A channel opted into after the refusal is kept: the person
 * opted in again (the newsletter counts from its confirmation, as in the export). A channel
 * already off is left alone, so loading the same refusal again records nothing. One transaction,
 * taking the address's turn with its newsletter sign-ups.
 */
export const applyIysRefusal = (
  payload: Payload,
  email: string,
  refusedAt: number,
  ip: string,
): Promise<RefusalOutcome> =>
  inTransaction(payload, null, async (req) => {
    await lockName(req, `subscribers:${email}`)
    const users = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const user = users.docs[0]
    const subscriber = await findSubscriber(payload, { email: { equals: email } }, req)
    if (!user && !subscriber) return { known: false }
    const switchedOff: MarketingChannel[] = []
    const kept: MarketingChannel[] = []
    if (user?.digest) {
      if ((await digestOptedInAt(payload, user, req)) > refusedAt) kept.push('digest')
      else {
        await turnDigestOff(payload, user.id, req)
        await recordConsent(
          payload,
          { user: user.id, email },
          { kind: 'marketing', purpose: 'digest', action: 'withdrawn' },
          { ip, screen: SCREEN, locale: toLocale(user.locale) },
          req,
        )
        switchedOff.push('digest')
      }
    }
    if (subscriber?.status === 'confirmed') {
      const confirmedAt = subscriber.confirmedAt ? Date.parse(subscriber.confirmedAt) : -Infinity
      if (confirmedAt > refusedAt) kept.push('newsletter')
      else {
        await endSubscription(payload, subscriber.id, req)
        await recordConsent(
          payload,
          { email },
          { kind: 'marketing', purpose: 'newsletter', action: 'withdrawn' },
          { ip, screen: SCREEN, locale: toLocale(subscriber.locale) },
          req,
        )
        switchedOff.push('newsletter')
      }
    }
    return { known: true, switchedOff, kept }
  })
