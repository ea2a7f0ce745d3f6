import 'server-only'

import type { Payload } from 'payload'

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
  if (subscriber.status !== 'unsubscribed')
    await payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      data: {
        status: 'unsubscribed',
        unsubscribedAt: new Date().toISOString(),
        // A pending confirmation link must not bring the address back.
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      },
      // The signed link is the owner's proof; only admins may update subscribers otherwise.
      overrideAccess: true,
    })
  return { email: subscriber.email }
}
