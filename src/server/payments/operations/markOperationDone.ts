import 'server-only'

import type { PayloadRequest } from 'payload'

/**
 * An operation the provider confirmed is done, and the checkout attempt whose stray money it
 * refunded (if any) is `refunded`: the server's own records of its provider calls.
 */
export async function markOperationDone(
  req: PayloadRequest,
  operationId: number,
  attemptId: number | null | undefined,
): Promise<void> {
  await req.payload.update({
    collection: 'payment-operations',
    id: operationId,
    data: { state: 'done', claimedUntil: null, lastError: null },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (attemptId)
    await req.payload.update({
      collection: 'checkout-attempts',
      id: attemptId,
      data: { state: 'refunded' },
      depth: 0,
      overrideAccess: true,
      req,
    })
}
