import 'server-only'

import type { Payload } from 'payload'

import { isUnsubscribeTokenFor, unsubscribeTokenId } from '../../outreach'
import { turnDigestOff } from './turnDigestOff'

/**
 * Turns the digest off for the user a signed link names; idempotent (a mail client fetching the
 * link first changes nothing). Null for a token that is not valid.
 */
export async function stopDigest(
  payload: Payload,
  token: string,
): Promise<{ email: string } | null> {
  const id = unsubscribeTokenId(token)
  const user = id
    ? await payload.findByID({
        collection: 'users',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  if (!user || !isUnsubscribeTokenFor(payload.secret, token, user, 'digest-unsubscribe'))
    return null
  // The signed link is the owner's proof; no session comes with it.
  if (user.digest) await turnDigestOff(payload, user.id)
  return { email: user.email }
}
