import 'server-only'

import type { Payload } from 'payload'

import { endSubscription } from './endSubscription'
import { findSubscriber } from './findSubscriber'
import { isUnsubscribeTokenFor, unsubscribeTokenId } from './unsubscribeToken'

/**
 * Ends the subscription an unsubscribe link names; idempotent, so a second click (or a mail
 * client that fetches the link first) answers the same. Null for a token that is not valid.
 */
export async function unsubscribe(
  payload: Payload,
  token: string,
): Promise<{ email: string } | null> {
  const id = unsubscribeTokenId(token)
  const subscriber = id ? await findSubscriber(payload, { id: { equals: id } }) : null
  if (!subscriber || !isUnsubscribeTokenFor(payload.secret, token, subscriber)) return null
  // The signed link is the owner's proof; only admins may update subscribers otherwise.
  if (subscriber.status !== 'unsubscribed') await endSubscription(payload, subscriber.id)
  return { email: subscriber.email }
}
