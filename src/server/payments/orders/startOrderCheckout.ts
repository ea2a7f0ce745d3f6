import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { fail, inTransaction, isFailure } from '@/server/platform'

import {
  CHECKOUT_REUSE_MS,
  openPage,
  waitForPage,
  type Started,
  type StartFailure,
} from '../checkout/openPage'
import {
  isCurrentContract,
  recordContractAcceptance,
  type ContractAcceptance,
} from '../contract/acceptContract'
import type { OrderSettlement } from '../domain/orderSettlement'
import { findPayeeKey } from '../payout/payoutDetails'
import { activeProvider } from '../provider'

/** A ticket order to pay, as the tickets context prices it (kuruş). */
type OrderToPay = {
  id: number
  /** What the buyer pays: the tickets' prices and their service fees. */
  amount: number
  /** The platform's share of it: the service fees (`TICKET_FEE_PERCENT`). */
  fee: number
  /** The venue's account, paid the prices as the provider's sub-merchant. */
  payee: number
  /** What the order's price was set at (its hold): a page for another is not handed out again. */
  version: string
  /** The pre-information form and contract the buyer accepted, and the ones the order gives now. */
  contract: ContractAcceptance
}
type Context = { locale: Locale; ip: string; origin: string }

/**
 * The buyer starts paying a held ticket order, through the bookings' checkout path: every page
 * is its own attempt (on the order, not a booking's payment), recorded under the order's locks
 * (its ticket types, then the order: `settlement.lock`) and committed before the provider is
 * asked for the page outside any transaction. The buyer's acceptance of the order's distance sales
 * contract is checked (the text they read must be the one the order gives now, else a conflict:
 * read it again) and recorded in that same transaction, before any provider call. A click while a
 * page for the same order and amount is fresh gets that page, so two clicks at once open one. The basket is `order-<id>`; the venue
 * is the sub-merchant, paid the prices, and the fees are the platform's share.
 */
export async function startOrderCheckout(
  payload: Payload,
  user: User,
  order: OrderToPay,
  settlement: OrderSettlement,
  context: Context,
): Promise<Started | StartFailure> {
  const active = activeProvider()
  if (!active) return fail('conflict', 'Payments.errors.off')
  const payeeKey = await findPayeeKey(payload, order.payee)
  if (!payeeKey) return fail('conflict', 'Payments.errors.venueNoPayout')
  const chosen = await inTransaction(payload, user, async (req) => {
    await settlement.lock(req, order.id)
    const refused = await settlement.payable(req, order.id, user.id, new Date())
    if (refused) return refused
    if (!isCurrentContract(order.contract))
      return fail('conflict', 'Tickets.errors.contractChanged')
    await recordContractAcceptance(
      payload,
      req,
      user,
      { order: order.id, version: order.version },
      order.contract,
    )
    // The checkout's own records, closed to requests; the rules are checked above.
    const { docs: attempts } = await payload.find({
      collection: 'checkout-attempts',
      where: { order: { equals: order.id } },
      sort: '-startedAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const fresh = attempts.find(
      (a) =>
        (a.state === 'open' || a.state === 'opening') &&
        a.termsVersion === order.version &&
        a.amount === order.amount &&
        Date.now() - Date.parse(a.startedAt) < CHECKOUT_REUSE_MS,
    )
    if (fresh) return { attempt: fresh, mine: false }
    const attempt = await payload.create({
      collection: 'checkout-attempts',
      data: {
        order: order.id,
        state: 'opening',
        amount: order.amount,
        commission: order.fee,
        artistAmount: order.amount - order.fee,
        termsVersion: order.version,
        key: `order-${order.id}-checkout-${attempts.length + 1}`,
        startedAt: new Date().toISOString(),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return { attempt, mine: true }
  })
  if (isFailure(chosen)) return chosen
  if (!chosen.mine)
    return waitForPage(payload, chosen.attempt.id, active.settings.timeoutMs + 2_000)
  return openPage(
    payload,
    user,
    chosen.attempt,
    {
      basketId: `order-${order.id}`,
      payeeKey,
      payeeAmount: order.amount - order.fee,
      itemName: `Sahne tickets, order ${order.id}`,
      callbackUrl: `${context.origin}/api/payments/callback?locale=${context.locale}`,
      locale: context.locale,
      buyer: {
        id: String(user.id),
        name: user.fullname || user.email,
        email: user.email,
        city: 'Istanbul',
        ip: context.ip,
      },
    },
    // The order was given back while its page was being opened.
    'Tickets.errors.orderReleased',
  )
}
