import 'server-only'

import type { Payload } from 'payload'

import { hashToken } from './confirmationToken'
import { findSubscriber } from './findSubscriber'

/**
 * Confirms the subscription a link's token belongs to. The token works once: null when it is
 * unknown, already used or expired (the page says the link is invalid or has expired).
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
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: {
      status: 'confirmed',
      confirmedAt: new Date().toISOString(),
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    },
    // The link is the owner's proof; the status and token fields are not a visitor's to write.
    overrideAccess: true,
  })
  return { email: subscriber.email }
}
