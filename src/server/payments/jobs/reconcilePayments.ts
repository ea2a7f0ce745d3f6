import 'server-only'

import type { Payload } from 'payload'

import { siteUrl } from '@/lib/seo/siteUrl'
import { mailAdmins } from '@/server/outreach'
import { translate } from '@/server/platform'

import { resolveAttempt } from '../checkout/resolveAttempt'
import type { OrderSettlement } from '../domain/orderSettlement'
import { paymentBalances } from '../ledger/paymentBalances'
import { itemDifference } from './itemDifference'
import { compareOrders, type OrderDifference } from './compareOrders'
import { runOperation } from '../operations/runOperation'
import { activeProvider } from '../provider'

/** Pages are asked about this long after they were opened (iyzico's token lives 30 minutes). */
const ATTEMPT_WATCH_MS = 24 * 60 * 60 * 1000
/** A page whose opening never finished is given up after this: nobody was handed its address. */
const OPENING_GIVE_UP_MS = 10 * 60 * 1000

type Reconciliation = {
  /** Attempts whose money was found and decided (paid the booking, or refunded). */
  attempts: number
  /** Provider operations carried out or found done. */
  operations: number
  /** Payments whose ledger and the provider's record disagree, flagged for an admin. */
  flagged: number[]
  /** Paid ticket orders whose ledger and the provider's record disagree (logged). */
  orders: OrderDifference[]
}

/**
 * Brings Sahne's records in line with the provider's, asking the provider each time: every page
 * that may still take money (opened in the last day, or ended) is resolved; every provider
 * operation without a known result is resolved (asked about first, carried out only if it did
 * not happen); then each charged payment's ledger is compared with the provider's record. A
 * difference left is written on the payment's `flagged` field and the admins are mailed once per
 * run that finds a new one. Ticket orders' pages are resolved with `orders` (the worker passes the
 * tickets'), and each paid order's money is compared item by item the same way (logged and
 * answered, as an order has no `flagged` field). Runs every `PAYMENT_RECONCILE_MINUTES`.
 */
export async function reconcilePayments(
  payload: Payload,
  orders?: OrderSettlement,
): Promise<Reconciliation> {
  const active = activeProvider()
  const report: Reconciliation = { attempts: 0, operations: 0, flagged: [], orders: [] }
  if (!active) return report
  const since = new Date(Date.now() - ATTEMPT_WATCH_MS).toISOString()
  // The worker's own check: full access.
  const { docs: attempts } = await payload.find({
    collection: 'checkout-attempts',
    where: {
      and: [
        { state: { in: ['opening', 'open', 'ended'] } },
        { startedAt: { greater_than: since } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const attempt of attempts) {
    if (!attempt.token) {
      if (Date.now() - Date.parse(attempt.startedAt) > OPENING_GIVE_UP_MS)
        await payload.update({
          collection: 'checkout-attempts',
          id: attempt.id,
          data: { state: 'failed', note: 'never opened' },
          overrideAccess: true,
          depth: 0,
        })
      continue
    }
    const result = await resolveAttempt(payload, attempt.id, orders)
    if (result.outcome === 'paid' || result.outcome === 'refunded') report.attempts += 1
  }
  const { docs: operations } = await payload.find({
    collection: 'payment-operations',
    where: { state: { not_equals: 'done' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const op of operations)
    if ((await runOperation(payload, op.id)) === 'done') report.operations += 1
  report.flagged = await compareLedger(payload)
  report.orders = await compareOrders(payload)
  if (report.attempts || report.operations)
    payload.logger.info(
      `[payments] reconciliation: ${report.attempts} pages decided, ${report.operations} operations completed`,
    )
  return report
}

/**
 * Compares each charged payment in the ledger with the provider's record: captured, refunded and
 * released. A difference stays flagged until an admin clears it; answers the newly flagged ids.
 */
async function compareLedger(payload: Payload): Promise<number[]> {
  const active = activeProvider()!
  const { docs } = await payload.find({
    collection: 'payments',
    where: { status: { not_equals: 'due' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const flagged: number[] = []
  for (const payment of docs) {
    const open = await payload.count({
      collection: 'payment-operations',
      where: { and: [{ payment: { equals: payment.id } }, { state: { not_equals: 'done' } }] },
      overrideAccess: true,
    })
    const difference = await itemDifference(active.provider, {
      checkoutKey: payment.provider?.checkoutKey,
      itemId: payment.provider?.itemId,
      balances: await paymentBalances(payload, payment.id),
      open: open.totalDocs > 0,
      key: `reconcile-${payment.id}`,
    })
    if (!difference || difference === payment.flagged) continue
    await payload.update({
      collection: 'payments',
      id: payment.id,
      data: { flagged: difference },
      overrideAccess: true,
    })
    flagged.push(payment.id)
    payload.logger.warn(`[payments] reconciliation: payment ${payment.id}: ${difference}`)
  }
  if (flagged.length > 0) {
    const values = { count: flagged.length }
    await mailAdmins(payload, (locale) => ({
      subject: translate(locale, 'Payments.adminMail.difference.subject', values),
      heading: translate(locale, 'Payments.adminMail.difference.heading'),
      paragraphs: [translate(locale, 'Payments.adminMail.difference.body', values)],
      action: {
        label: translate(locale, 'Payments.adminMail.difference.action'),
        url: `${siteUrl()}/cms/collections/payments`,
      },
    }))
  }
  return flagged
}
