import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

/**
 * What releasing a ticket order's venue share asks of the tickets context, which passes it in
 * (payments does not read tickets): which orders may be paid out and to whom, and their locks.
 */
export interface OrderPayouts {
  /** The tickets' lock order: the order's ticket types (in id order), then the order. */
  lock(req: PayloadRequest, orderId: number): Promise<void>
  /**
   * Of `orderIds`, the complete orders whose show (not cancelled) started by `startedBy`, each
   * with the venue account paid for it. A refunded, released or still held order is absent.
   */
  payees(
    from: Payload | PayloadRequest,
    orderIds: number[],
    startedBy: Date,
  ): Promise<Map<number, number>>
  /**
   * Under the order's locks: the prices and the service fees of its tickets given back so far
   * (refunded one by one after a move), which its release no longer pays out or keeps.
   */
  refunded(req: PayloadRequest, orderId: number): Promise<{ prices: number; fees: number }>
}
