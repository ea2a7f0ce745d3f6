import 'server-only'

import type { Payload } from 'payload'

import { hashToken } from './confirmationToken'
import { findSubscriber } from './findSubscriber'

/**
 * Confirms the subscription a link's token belongs to. Opening the link again answers the same
 * (a browser may send the request twice, a mail scanner may open it first) until the link expires
 * or the address unsubscribes, which forgets it: null for an unknown, expired or forgotten token
 * (the page says the link is invalid or has expired).
 */
export async function confirmSubscription(
  payload: Payload,
  token: string,
): Promise<{ email: string } | null> {
  if (!token) return null
  const subscriber = await findSubscriber(payload, {
    confirmTokenHash: { equals: hashToken(token) },
  })
  const expiresAt = subscriber?.confirmTokenExpiresAt
  if (!subscriber || !expiresAt || new Date(expiresAt).getTime() <= Date.now()) return null
  if (subscriber.status === 'confirmed') return { email: subscriber.email }
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: {
      status: 'confirmed',
      confirmedAt: new Date().toISOString(),
    },
    // The link is the owner's proof; the status and token fields are not a visitor's to write.
    overrideAccess: true,
  })
  return { email: subscriber.email }
}
