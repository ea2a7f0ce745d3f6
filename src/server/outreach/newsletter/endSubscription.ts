import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

/**
 * Ends a subscription: no more newsletter mail, and a pending confirmation link must not bring
 * the address back. Every way out (the unsubscribe link, a refusal made in İYS) ends it so. With
 * full access: the caller has checked who asks; with `req`, inside its transaction.
 */
export const endSubscription = (payload: Payload, id: number, req?: PayloadRequest) =>
  payload.update({
    collection: 'subscribers',
    id,
    data: {
      status: 'unsubscribed',
      unsubscribedAt: new Date().toISOString(),
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
