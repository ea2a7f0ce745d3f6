import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Subscriber } from '../../../payload-types'

type Signed = Pick<Subscriber, 'id' | 'email'>

/** What a link stops: the newsletter (a subscriber's id) or the shows digest (a user's id). */
type UnsubscribePurpose = 'unsubscribe' | 'digest-unsubscribe'

const signature = (secret: string, { id, email }: Signed, purpose: UnsubscribePurpose) =>
  createHmac('sha256', secret).update(`${purpose}:${id}:${email}`).digest('base64url')

/**
 * The token in every newsletter mail's unsubscribe link: the subscriber's id signed with the
 * app's secret, so it works without logging in, needs no storage and never expires.
 */
export const unsubscribeToken = (
  secret: string,
  subscriber: Signed,
  purpose: UnsubscribePurpose = 'unsubscribe',
) => `${subscriber.id}.${signature(secret, subscriber, purpose)}`

/** The subscriber id a token claims to be for (check it with `isUnsubscribeTokenFor`). */
export function unsubscribeTokenId(token: string): number | null {
  const id = Number(token.split('.')[0])
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Whether `token` was signed for this subscriber (id and address). */
export function isUnsubscribeTokenFor(
  secret: string,
  token: string,
  subscriber: Signed,
  purpose: UnsubscribePurpose = 'unsubscribe',
) {
  const expected = Buffer.from(unsubscribeToken(secret, subscriber, purpose))
  const actual = Buffer.from(token)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
