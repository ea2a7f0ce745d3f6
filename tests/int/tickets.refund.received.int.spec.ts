import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as transferRoute from '../../src/app/api/tickets/[id]/transfer/route'
import { formatMoney } from '../../src/lib/money/formatMoney'
import { apiRequest, params, readBody } from '../helpers/api'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { putGig } from '../helpers/gigs'
import { getTestPayload } from '../helpers/payload'
import { standInTotals, useStandIn } from '../helpers/payments'
import { askRefund } from '../helpers/ticketRefunds'
import {
  cleanupPayingMarket,
  paidOrder,
  payingMarket,
  sellingPaid,
  type PayingMarket,
} from '../helpers/ticketPayments'
import { makeFans, movedAnHour, tickets } from '../helpers/tickets'
import { door } from '../helpers/door'

/*
 * A ticket of a moved show is given back by whoever holds it: the buyer while they hold it, or
 * the account it was given to. The money goes back to the buyer's card either way.
 */
let payload: Payload
let m: PayingMarket

beforeAll(async () => {
  payload = await getTestPayload()
  process.env.RATE_LIMIT_TICKET_TRANSFERS = '1000/60'
  m = await payingMarket(payload, await useStandIn(), 2, 'refundreceived')
})
afterAll(async () => {
  const ids = m.fans.map((fan) => fan.user.id)
  await payload.delete({
    collection: 'ticket-transfers',
    where: { or: [{ from: { in: ids } }, { to: { in: ids } }] },
  })
  await cleanupPayingMarket(payload, m)
})

const give = async (token: string, id: number, email: string) => {
  const res = await transferRoute.POST(
    apiRequest(`/api/tickets/${id}/transfer?locale=en`, { method: 'POST', token, body: { email } }),
    params({ id: String(id) }),
  )
  return { status: res.status, body: await readBody(res) }
}

/** One paid ticket of `buyer`'s of a show its venue then moves: the ticket and its order. */
async function movedTicket() {
  const [buyer] = m.fans
  const { show, type } = await sellingPaid(payload, m.f, { price: 20_000 })
  const orderId = await paidOrder(buyer!, show.id, type.id, 1)
  const later = movedAnHour(show.date)
  expect((await putGig(show.id, { date: later }, m.f.organizer.token)).status).toBe(200)
  const { docs } = await payload.find({
    collection: 'tickets',
    where: { order: { equals: orderId } },
    depth: 0,
  })
  return { id: docs[0]!.id, orderId }
}

/** What the notices telling `userId` that a ticket they gave was given back say. */
const givenBackNotices = async (userId: number) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { and: [{ user: { equals: userId } }, { type: { equals: 'givenTicketRefunded' } }] },
      depth: 0,
      pagination: false,
    })
  ).docs.map((doc) => doc.values as { gig: string; name: string; amount: string })

type Mine = { id: number; paid?: number; refundUntil?: string; received?: true; refunded?: number }
const mineOf = async (token: string, id: number) =>
  ((await tickets.mine(token)).body.data as Mine[]).find((t) => t.id === id)

describe('a ticket given to an account, of a moved show', () => {
  it("is given back by its new holder, refunded to the buyer's card; the giver cannot", async () => {
    const [buyer, friend] = m.fans
    const { id, orderId } = await movedTicket()
    expect((await give(buyer!.token, id, friend!.user.email)).status).toBe(200)

    // The holder's list offers the refund and says the ticket was given to them.
    expect(await mineOf(friend!.token, id)).toMatchObject({
      paid: 21_000,
      refundUntil: expect.any(String),
      received: true,
    })
    // The buyer holds it no more: for them there is no such ticket.
    expect((await askRefund(buyer!.token, id)).status).toBe(404)

    const refunded = await askRefund(friend!.token, id, 'tr')
    expect(refunded.status).toBe(200)
    expect(refunded.body).toMatchObject({
      data: { id, status: 'refunded', refunded: 21_000, received: true },
      message: expect.stringContaining('satın alan kişinin kartına'),
    })
    // The order's payment, the buyer's, is refunded by what the ticket cost.
    expect((await standInTotals(m.standIn)).byBasket[`order-${orderId}`]).toMatchObject({
      refunded: 21_000,
    })
    // The money went to the buyer: the holder's list names no amount come back to them.
    const after = await mineOf(friend!.token, id)
    expect(after).toMatchObject({ received: true })
    expect(after).not.toHaveProperty('refunded')

    // The buyer is told: who gave it back, and the amount coming back to their card, in their
    // language, in-app and by mail.
    const notices = await givenBackNotices(buyer!.user.id)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      name: friend!.user.fullname,
      amount: formatMoney(21_000, 'tr'),
    })
    await runQueuedJobs(payload)
    const mails = await mailTo(buyer!.user.email)
    expect(mails.map((mail) => mail.subject)).toContain(
      `Sahne: Verdiğiniz bilet iade edildi: “${notices[0]!.gig}”`,
    )
    const told = mails.find((mail) => mail.subject?.includes('Verdiğiniz bilet iade edildi'))!
    expect(told.text).toContain(`${friend!.user.fullname}, “${notices[0]!.gig}” konseri`)
    expect(told.text).toContain(formatMoney(21_000, 'tr'))
  })

  it('is not given back while it waits for an address to claim it', async () => {
    const [buyer] = m.fans
    const { id } = await movedTicket()
    const sent = await give(buyer!.token, id, `nobody-${Date.now()}@example.com`)
    expect(sent.status).toBe(200)
    const refused = await askRefund(buyer!.token, id)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ reason: 'transferPending' })
  })

  it("is still given back by a buyer who holds it, to the buyer's own card", async () => {
    const [buyer] = m.fans
    const { id } = await movedTicket()
    expect(await mineOf(buyer!.token, id)).not.toHaveProperty('received')
    const toldBefore = (await givenBackNotices(buyer!.user.id)).length
    const refunded = await askRefund(buyer!.token, id)
    expect(refunded.status).toBe(200)
    expect(refunded.body).toMatchObject({ data: { received: false } })
    expect(await mineOf(buyer!.token, id)).toMatchObject({ refunded: 21_000 })
    // Their own refund: no word of a ticket given back.
    expect(await givenBackNotices(buyer!.user.id)).toHaveLength(toldBefore)
  })

  it("stays when its buyer's account is deleted: the order is the payment's record, and the friend may still give theirs back", async () => {
    const [leaving] = await makeFans(payload, 1, 'leavingbuyer')
    const [, friend] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 20_000 })
    const orderId = await paidOrder(leaving!, show.id, type.id, 2)
    const { docs } = await payload.find({
      collection: 'tickets',
      where: { order: { equals: orderId } },
      depth: 0,
      sort: 'id',
    })
    const [kept, given] = docs
    const keptCode = ((await mineOf(leaving!.token, kept!.id)) as Mine & { code: string }).code
    expect((await give(leaving!.token, given!.id, friend!.user.email)).status).toBe(200)
    const ledger = { collection: 'ledger-entries', where: { order: { equals: orderId } } } as const
    const entries = (await payload.count(ledger)).totalDocs
    expect(entries).toBeGreaterThan(0)

    await payload.delete({ collection: 'users', id: leaving!.user.id })

    const order = await payload.findByID({ collection: 'ticket-orders', id: orderId, depth: 0 })
    expect(order.status).toBe('complete')
    expect(order.buyer ?? null).toBeNull()
    expect((await payload.count(ledger)).totalDocs).toBe(entries)
    const keptNow = await payload.findByID({ collection: 'tickets', id: kept!.id, depth: 0 })
    expect(keptNow.status).toBe('sold')
    expect(keptNow.holder ?? null).toBeNull()
    // A paid ticket is still a ticket at the door; its holder is named as gone.
    expect((await door.scan(m.f.organizer.token, show.id, keptCode)).body.data).toMatchObject({
      ok: true,
      holder: 'Deleted account',
    })

    // The show moves: the friend gives theirs back, refunded to the card that paid.
    const later = movedAnHour(show.date)
    expect((await putGig(show.id, { date: later }, m.f.organizer.token)).status).toBe(200)
    const refunded = await askRefund(friend!.token, given!.id)
    expect(refunded.status).toBe(200)
    expect(refunded.body.data).toMatchObject({ refunded: 21_000, received: true })
    expect((await standInTotals(m.standIn)).byBasket[`order-${orderId}`]).toMatchObject({
      refunded: 21_000,
    })

    // This order's buyer is gone, so the market's cleanup cannot find it by buyer.
    for (const collection of ['payment-operations', 'checkout-attempts'] as const)
      await payload.delete({ collection, where: { order: { equals: orderId } } })
    await payload.delete({ collection: 'tickets', where: { order: { equals: orderId } } })
    await payload.delete({ collection: 'ticket-orders', id: orderId })
  })
})
