import 'server-only'

import type { PayloadRequest } from 'payload'

import type { PaymentOperation } from '@/payload-types'

/** An intent of a booking's `payment`, or of a ticket `order` (then only a refund). */
type Intent = {
  payment?: number
  order?: number
  attempt?: number
  kind: 'refund' | 'release'
  /** Kuruş refunded, or the payee's share released. */
  amount: number
  /** For a release: the platform's commission kept from the item. */
  commission?: number
  /** For a release: the tax withheld from the payee's share, owed to the tax office. */
  withholding?: number
  itemId: string
  checkoutKey: string
  payeeKey?: string | null
  /** The idempotency key, unique per payment (or attempt) and kind. */
  key: string
  note?: string
}

/**
 * Records a provider call as an intent in the caller's transaction (under the booking's locks);
 * the call itself is made after the commit (`runOperation`). A second intent with the same key
 * is the same operation: the one recorded first is answered.
 */
export async function recordOperation(
  req: PayloadRequest,
  intent: Intent,
): Promise<PaymentOperation> {
  const { docs } = await req.payload.find({
    collection: 'payment-operations',
    where: { key: { equals: intent.key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs[0]) return docs[0]
  // Intents are the server's own record, closed to requests.
  return req.payload.create({
    collection: 'payment-operations',
    data: { ...intent, state: 'pending', tries: 0 },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
