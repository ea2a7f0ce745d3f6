import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { postgresOf } from '../../src/server/platform'
import { offBoard } from '../../src/server/tickets/orders/saleBoard'
import type { MarketActor, MarketFixture } from './market'
import { cleanupMarket, seedMarket } from './market'
import { GOOD_IBAN, payOnStandIn, payments, standInTotals } from './payments'
import { cleanupTickets, makeFans, ticketShow, tickets, typeInput, type TypeView } from './tickets'

/** A venue registered with the stand-in as a company sub-merchant, its show, and fans to buy. */
export type PayingMarket = { f: MarketFixture; fans: MarketActor[]; standIn: StandIn }

export async function payingMarket(
  payload: Payload,
  standIn: StandIn,
  count: number,
  tag: string,
): Promise<PayingMarket> {
  const f = await seedMarket(payload)
  process.env.RATE_LIMIT_TICKET_TYPES = '1000/60'
  process.env.RATE_LIMIT_TICKET_HOLDS = '1000/60'
  const fans = await makeFans(payload, count, tag)
  const saved = await payments.putPayout(f.organizer.token, {
    payeeType: 'company',
    legalName: 'Bilet Sahnesi A.Ş.',
    taxOffice: 'Kadıköy',
    taxNumber: '1234567890',
    iban: GOOD_IBAN,
    address: 'Caferağa Mah. 3',
    city: 'İstanbul',
    taxStatus: 'corporateTaxpayer',
  })
  if (saved.status !== 200) throw new Error(`payout: ${JSON.stringify(saved.body)}`)
  return { f, fans, standIn }
}

/** Removes what the ticket payments made: attempts, intents, tickets, the market. */
export async function cleanupPayingMarket(payload: Payload, { f, fans, standIn }: PayingMarket) {
  const buyers = fans.map((fan) => fan.user.id)
  const { docs: orders } = await payload.find({
    collection: 'ticket-orders',
    where: { buyer: { in: buyers } },
    pagination: false,
    depth: 0,
  })
  const ids = orders.map((order) => order.id)
  // Attempts and intents are records nobody deletes on the site; the tests clear their own.
  for (const collection of ['payment-operations', 'checkout-attempts'] as const)
    await payload.delete({ collection, where: { order: { in: ids } }, overrideAccess: true })
  await cleanupTickets(payload, f, fans)
  await cleanupMarket(payload, f)
  await standIn.stop()
}

/** A show of the market's venue selling one paid type (`price` kuruş, `quantity` tickets). */
export async function sellingPaid(
  payload: Payload,
  f: MarketFixture,
  { price = 20_000, quantity = 10 } = {},
) {
  const show = await ticketShow(payload, f)
  const saved = await tickets.put(f.organizer.token, show.id, [typeInput({ price, quantity })])
  if (saved.status !== 200) throw new Error(`types: ${JSON.stringify(saved.body)}`)
  return { show, type: (saved.body.data as TypeView[])[0]! }
}

/** Holds `quantity` of `typeId` for `fan` and answers the order's id. */
export async function held(fan: MarketActor, showId: number, typeId: number, quantity: number) {
  const reply = await tickets.hold(fan.token, showId, [{ typeId, quantity }])
  if (reply.status !== 201) throw new Error(`hold: ${JSON.stringify(reply.body)}`)
  return (reply.body.data as { orderId: number; total: number }).orderId
}

/** `fan` holds `quantity` of the type and pays on the stand-in's page: the order's id. */
export async function paidOrder(
  fan: MarketActor,
  showId: number,
  typeId: number,
  quantity: number,
) {
  const orderId = await held(fan, showId, typeId, quantity)
  const started = await tickets.pay(fan.token, orderId)
  const token = await payOnStandIn((started.body.data as { checkoutUrl: string }).checkoutUrl)
  await payments.callback(token)
  return orderId
}

/**
 * Moves order `orderId`'s hold to have ended `ago` ms back, as the clock would: the hold's minutes
 * pass for the sale's board too (it keeps a count until its first hold lapses, by the real clock).
 */
export async function lapse(payload: Payload, orderId: number, ago = 60_000) {
  const db = postgresOf(payload).drizzle
  const past = new Date(Date.now() - ago).toISOString()
  await db.execute(sql`UPDATE ticket_orders SET expires_at = ${past} WHERE id = ${orderId}`)
  const { rows } = await db.execute<{ type: number }>(
    sql`UPDATE tickets SET hold_expires_at = ${past} WHERE order_id = ${orderId}
        RETURNING ticket_type_id AS type`,
  )
  offBoard(rows.map((row) => Number(row.type)))
}

/** The order's ledger: every movement sums to zero; the buyer's net is charges less refunds. */
export async function orderLedger(payload: Payload, orderId: number) {
  const { docs } = await payload.find({
    collection: 'ledger-entries',
    where: { order: { equals: orderId } },
    pagination: false,
    depth: 0,
  })
  const sums = new Map<string, number>()
  for (const e of docs) sums.set(e.movement, (sums.get(e.movement) ?? 0) + e.amount)
  const escrow = docs.filter((e) => e.account === 'escrow').reduce((t, e) => t + e.amount, 0)
  return { entries: docs, movementSums: [...sums.values()], escrow }
}

/** The stand-in's captured − refunded on the order's basket against the ledger's escrow. */
export async function orderConserved(payload: Payload, standIn: StandIn, orderId: number) {
  const basket = (await standInTotals(standIn)).byBasket[`order-${orderId}`] ?? {
    captured: 0,
    refunded: 0,
    released: 0,
  }
  const { escrow, movementSums } = await orderLedger(payload, orderId)
  return {
    provider: basket.captured - basket.refunded,
    ledger: escrow,
    balanced: movementSums.every((sum) => sum === 0),
  }
}

/** Tickets of `typeId` sold or used, and held by a hold still running. */
export async function takenOf(payload: Payload, typeId: number) {
  const { docs } = await payload.find({
    collection: 'tickets',
    where: { ticketType: { equals: typeId } },
    pagination: false,
    depth: 0,
  })
  const now = Date.now()
  return docs.filter(
    (t) =>
      t.status === 'sold' ||
      t.status === 'used' ||
      (t.status === 'held' && Date.parse(t.holdExpiresAt ?? '') > now),
  ).length
}
