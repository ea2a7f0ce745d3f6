import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  ticketCodeKey,
  ticketIdOfCode,
  verifyTicketCode,
} from '../../src/server/tickets/codes/ticketCode'
import { getTestPayload } from '../helpers/payload'
import { payments, payOnStandIn, useStandIn } from '../helpers/payments'
import {
  cleanupPayingMarket,
  held,
  payingMarket,
  sellingPaid,
  type PayingMarket,
} from '../helpers/ticketPayments'
import { ticketShow, tickets, typeInput, type TypeView } from '../helpers/tickets'

let payload: Payload
let m: PayingMarket

beforeAll(async () => {
  payload = await getTestPayload()
  m = await payingMarket(payload, await useStandIn(), 2, 'coded')
})
afterAll(() => cleanupPayingMarket(payload, m))

type Mine = {
  id: number
  order: number
  status: string
  code?: string
  show: { venue: { name: string; address: string | null } | null }
}

const mineOf = async (token: string, orderId: number) =>
  ((await tickets.mine(token)).body.data as Mine[]).filter((t) => t.order === orderId)

/** Whether `code` verifies against ticket `id` as stored, with the app's key. */
async function verifies(id: number, code: string) {
  const stored = await payload.findByID({ collection: 'tickets', id, depth: 0 })
  const ticket = { id, gig: stored.gig as number, codeNonce: stored.codeNonce ?? '' }
  return verifyTicketCode(ticketCodeKey(payload.secret), code, ticket)
}

describe('the codes on GET /api/me/tickets', () => {
  it('are given to issued tickets only: none while held, one each once paid, each its own', async () => {
    const [fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 10_000 })
    const orderId = await held(fan!, show.id, type.id, 2)
    const whileHeld = await mineOf(fan!.token, orderId)
    expect(whileHeld.map((t) => t.status)).toEqual(['held', 'held'])
    for (const ticket of whileHeld) {
      expect(ticket).not.toHaveProperty('code')
      expect(ticket).not.toHaveProperty('qr')
      expect(ticket).toMatchObject({ holdExpiresAt: expect.any(String) })
    }

    const started = await tickets.pay(fan!.token, orderId)
    const url = (started.body.data as { checkoutUrl: string }).checkoutUrl
    expect((await payments.callback(await payOnStandIn(url))).status).toBe(303)
    const issued = await mineOf(fan!.token, orderId)
    expect(issued.map((t) => t.status)).toEqual(['sold', 'sold'])
    const codes = issued.map((t) => t.code!)
    expect(new Set(codes).size).toBe(2)
    for (const [i, ticket] of issued.entries()) {
      expect(ticket.code).toMatch(/^S1\.\d+\.[A-Za-z0-9_-]{22}$/)
      expect(ticketIdOfCode(codes[i]!)).toBe(ticket.id)
      expect(await verifies(ticket.id, codes[i]!)).toEqual({ ticketId: ticket.id })
    }
    // The same code on every read: the page's QR does not change under the fan.
    expect((await mineOf(fan!.token, orderId)).map((t) => t.code)).toEqual(codes)
    // One ticket's code does not open the other.
    expect(
      await verifies(issued[1]!.id, codes[0]!.replace(`.${issued[0]!.id}.`, `.${issued[1]!.id}.`)),
    ).toBeNull()
  })

  it('are given to free tickets at once, and die when the ticket’s nonce is replaced', async () => {
    const [, fan] = m.fans
    const show = await ticketShow(payload, m.f)
    const saved = await tickets.put(m.f.organizer.token, show.id, [typeInput({ quantity: 3 })])
    const type = (saved.body.data as TypeView[])[0]!
    const hold = await tickets.hold(fan!.token, show.id, [{ typeId: type.id, quantity: 1 }])
    const { orderId } = hold.body.data as { orderId: number }
    const [ticket] = await mineOf(fan!.token, orderId)
    expect(ticket).toMatchObject({
      status: 'sold',
      code: expect.stringMatching(/^S1\./),
      qr: expect.stringMatching(/^<svg[^>]*viewBox="0 0 \d+ \d+"[\s\S]*<\/svg>\s*$/),
      show: { id: show.id, title: show.title, date: show.date, city: 'İstanbul' },
    })
    // Where the show is, as its page says it (the gig's venue name, its profile's address).
    expect(ticket!.show).toMatchObject({ venue: { name: show.venue, address: null } })
    expect(await verifies(ticket!.id, ticket!.code!)).toEqual({ ticketId: ticket!.id })
    // As a transfer will: a new nonce, a new code, the old one refused.
    await payload.update({ collection: 'tickets', id: ticket!.id, data: { codeNonce: 'renewed' } })
    expect(await verifies(ticket!.id, ticket!.code!)).toBeNull()
    const [renewed] = await mineOf(fan!.token, orderId)
    expect(renewed!.code).not.toBe(ticket!.code)
    expect(await verifies(ticket!.id, renewed!.code!)).toEqual({ ticketId: ticket!.id })
  })
})
