import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/server/market'

import { orderBalances } from '../ledger/paymentBalances'
import { activeProvider } from '../provider'
import { itemDifference } from './itemDifference'

/** A paid ticket order whose money in the ledger and the provider's record of it disagree. */
export type OrderDifference = { order: number; difference: string }

/**
 * Compares each paid ticket order's money in the ledger with the provider's record of its basket
 * item (the order's paid page: captured, refunded, released), as a booking's payment is compared.
 * Orders carry no `flagged` field: each difference is logged as a warning and answered in the
 * reconciliation's report.
 */
export async function compareOrders(payload: Payload): Promise<OrderDifference[]> {
  const active = activeProvider()!
  // The worker's own check: full access. The page that was paid holds the order's money.
  const { docs } = await payload.find({
    collection: 'checkout-attempts',
    where: { and: [{ order: { exists: true } }, { state: { equals: 'paid' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const differences: OrderDifference[] = []
  for (const attempt of docs) {
    const order = idOf(attempt.order)
    const open = await payload.count({
      collection: 'payment-operations',
      where: { and: [{ order: { equals: order } }, { state: { not_equals: 'done' } }] },
      overrideAccess: true,
    })
    const difference = await itemDifference(active.provider, {
      checkoutKey: attempt.key,
      itemId: attempt.itemId,
      balances: await orderBalances(payload, order),
      open: open.totalDocs > 0,
      key: `reconcile-order-${order}`,
    })
    if (!difference) continue
    differences.push({ order, difference })
    payload.logger.warn(`[payments] reconciliation: ticket order ${order}: ${difference}`)
  }
  return differences
}
