import 'server-only'

import type { PayloadRequest } from 'payload'

/**
 * Ends every attempt of the payment whose page may still be opened or paid, in the caller's
 * transaction (under the booking's locks): a change of terms or a cancel closes them for the
 * booking. Money still paid on such a page is found (post-back, notification, reconciliation)
 * and refunded in full.
 */
export async function endAttempts(req: PayloadRequest, paymentId: number, note: string) {
  // The server's own records, closed to requests.
  await req.payload.update({
    collection: 'checkout-attempts',
    where: {
      and: [{ payment: { equals: paymentId } }, { state: { in: ['opening', 'open'] } }],
    },
    data: { state: 'ended', note },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
