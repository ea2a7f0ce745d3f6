import 'server-only'

import type { PayloadRequest } from 'payload'

/**
 * Ends every page of ticket order `orderId` that may still be opened or paid, in the caller's
 * transaction (under the order's lock): the buyer gave the hold back. Money still paid on such a
 * page is found (post-back, notification, reconciliation) and refunded in full.
 */
export async function endOrderAttempts(req: PayloadRequest, orderId: number) {
  // The checkout's own records, closed to requests.
  await req.payload.update({
    collection: 'checkout-attempts',
    where: { and: [{ order: { equals: orderId } }, { state: { in: ['opening', 'open'] } }] },
    data: { state: 'ended', note: 'orderReleased' },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
