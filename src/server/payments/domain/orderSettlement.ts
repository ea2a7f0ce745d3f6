import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Failure } from '@/server/platform'

/** Why money paid on a ticket order's page does not complete it, and is refunded in full. */
export type OrderStrayReason = 'orderReleased' | 'alreadyPaid' | 'holdLapsed' | 'amountMismatch'

/**
 * What the checkout asks of ticket orders, implemented by the tickets context (which sits above
 * payments and passes it in): payments keeps the pages, the provider and the ledger; the order
 * and its tickets stay the tickets' own. Every method runs in the caller's transaction.
 */
export interface OrderSettlement {
  /** Locks the order's ticket types (in id order), then the order: the tickets' one lock order. */
  lock(req: PayloadRequest, orderId: number): Promise<void>
  /** Under those locks: why `buyerId` cannot pay the order now (409s), or null. */
  payable(
    req: PayloadRequest,
    orderId: number,
    buyerId: number,
    now: Date,
  ): Promise<Failure<'conflict'> | null>
  /**
   * Under those locks: money `amount` was paid for the order. Completes it (its tickets sold)
   * and answers null, or answers why the money cannot be the order's (then to be refunded; an
   * order whose tickets went to others after its hold ended is marked `refunded`).
   */
  complete(
    req: PayloadRequest,
    orderId: number,
    amount: number,
    now: Date,
  ): Promise<OrderStrayReason | null>
}
