import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { MarketActor, MarketFixture } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import { lapse } from '../helpers/ticketPayments'
import {
  cleanupSellingMarket,
  makeFans,
  sellingMarket,
  ticketShow,
  tickets,
  typeInput,
  type TypeView,
} from '../helpers/tickets'

let payload: Payload
let f: MarketFixture
let fans: MarketActor[]

beforeAll(async () => {
  payload = await getTestPayload()
  ;({ f, fans } = await sellingMarket(payload, 3, 'buyer'))
})

afterAll(() => cleanupSellingMarket(payload, { f, fans }))

async function selling(type: Record<string, unknown>) {
  const show = await ticketShow(payload, f)
  const saved = await tickets.put(f.organizer.token, show.id, [type])
  if (saved.status !== 200) throw new Error(`types: ${JSON.stringify(saved.body)}`)
  return { show, type: (saved.body.data as TypeView[])[0]! }
}

const available = async (showId: number) =>
  ((await tickets.list(showId)).body.data as TypeView[])[0]!.available

type Order = { id: number; status: string; total: number; lines: { name: string }[] }
type Held = { orderId: number; status: string; total: number; expiresAt: string }

describe('ticket orders', () => {
  it('issue free tickets at the hold: one sold ticket per admission, listed as the fan’s', async () => {
    const { show, type } = await selling(typeInput({ quantity: 5 }))
    const [fan] = fans
    const held = await tickets.hold(fan!.token, show.id, [{ typeId: type.id, quantity: 2 }], 'tr')
    expect(held.status).toBe(201)
    expect(held.body.message).toBe('Biletleriniz düzenlendi.')
    const { orderId, status, total } = held.body.data as Held
    expect({ status, total }).toEqual({ status: 'complete', total: 0 })
    const order = await tickets.order(fan!.token, orderId)
    expect(order.body.data).toMatchObject({
      id: orderId,
      show: show.id,
      status: 'complete',
      total: 0,
      lines: [{ typeId: type.id, name: 'General', quantity: 2, unitPrice: 0, unitFee: 0 }],
    })
    const mine = await tickets.mine(fan!.token, 'tr')
    expect(mine.status).toBe(200)
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        order: orderId,
        status: 'sold',
        show: expect.objectContaining({ id: show.id, title: show.title, date: show.date }),
        type: { id: type.id, name: 'Genel Giriş' },
      }),
      expect.objectContaining({ order: orderId, status: 'sold' }),
    ])
    expect(await available(show.id)).toBe(3)
    // Issued tickets are no hold to give back.
    const back = await tickets.order(fan!.token, orderId, 'DELETE')
    expect(back.status).toBe(409)
    expect(back.body.message).toBe("This order's tickets are issued; it is no hold to give back.")
  })

  it('keep a paid order held, its lines priced at the hold, and its buyer’s alone', async () => {
    const { show, type } = await selling(typeInput({ price: 15_000, quantity: 5 }))
    const [buyer, other] = fans
    const held = await tickets.hold(buyer!.token, show.id, [{ typeId: type.id, quantity: 2 }])
    expect(held.body.message).toBe(
      'Your tickets are held for you. Complete your order before the hold ends.',
    )
    const { orderId, total } = held.body.data as Held
    expect(total).toBe(2 * (15_000 + 750))
    // A later price does not change what was held.
    await tickets.put(f.organizer.token, show.id, [
      typeInput({ id: type.id, price: 20_000, quantity: 5 }),
    ])
    const order = (await tickets.order(buyer!.token, orderId)).body.data as Order
    expect(order).toMatchObject({
      status: 'held',
      total: 31_500,
      lines: [{ quantity: 2, unitPrice: 15_000, unitFee: 750 }],
    })
    for (const [token, status] of [
      [other!.token, 404],
      [f.organizer.token, 404],
      [undefined, 401],
    ] as const) {
      expect((await tickets.order(token, orderId)).status).toBe(status)
      expect((await tickets.order(token, orderId, 'DELETE')).status).toBe(status)
    }
    expect((await tickets.order(other!.token, orderId)).body.message).toBe(
      'There is no such order.',
    )
    const mine = (await tickets.mine(buyer!.token)).body.data as { order: number; status: string }[]
    expect(
      mine.filter((ticket) => ticket.order === orderId).map((ticket) => ticket.status),
    ).toEqual(['held', 'held'])
  })

  it('give a hold back with DELETE: its tickets are on sale again at once', async () => {
    const { show, type } = await selling(typeInput({ price: 5_000, quantity: 3 }))
    const [buyer, other] = fans
    const { orderId } = (
      await tickets.hold(buyer!.token, show.id, [{ typeId: type.id, quantity: 3 }])
    ).body.data as Held
    expect(await available(show.id)).toBe(0)
    expect(
      (await tickets.hold(other!.token, show.id, [{ typeId: type.id, quantity: 1 }])).status,
    ).toBe(409)
    const back = await tickets.order(buyer!.token, orderId, 'DELETE')
    expect(back.status).toBe(200)
    expect(back.body).toMatchObject({
      message: 'Your hold was given back; the tickets are on sale again.',
      data: { status: 'released' },
    })
    expect(await available(show.id)).toBe(3)
    expect((await tickets.order(buyer!.token, orderId, 'DELETE')).body.data).toMatchObject({
      status: 'released',
    })
    expect((await tickets.mine(buyer!.token)).body.data).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ order: orderId })]),
    )
    expect(
      (await tickets.hold(other!.token, show.id, [{ typeId: type.id, quantity: 3 }])).status,
    ).toBe(201)
  })

  it('end a hold by the clock, with no job run: its tickets count as on sale again', async () => {
    const { show, type } = await selling(typeInput({ price: 5_000, quantity: 2 }))
    const [, , late] = fans
    const first = fans[0]!
    const { orderId } = (
      await tickets.hold(first.token, show.id, [{ typeId: type.id, quantity: 2 }])
    ).body.data as Held
    const soldOut = await tickets.hold(late!.token, show.id, [{ typeId: type.id, quantity: 1 }])
    expect(soldOut.body.message).toBe('"General" is sold out.')
    // The hold's ten minutes pass: its expiry is moved a second into the past, nothing else.
    await lapse(payload, orderId, 1000)
    expect(await available(show.id)).toBe(2)
    expect((await tickets.order(first.token, orderId)).body.data).toMatchObject({
      status: 'expired',
    })
    expect((await tickets.mine(first.token)).body.data).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ order: orderId })]),
    )
    const again = await tickets.hold(late!.token, show.id, [{ typeId: type.id, quantity: 2 }])
    expect(again.status).toBe(201)
    expect(await available(show.id)).toBe(0)
    // Giving back an expired hold changes nothing, and takes nothing from the new one.
    expect((await tickets.order(first.token, orderId, 'DELETE')).body.data).toMatchObject({
      status: 'expired',
    })
    expect(await available(show.id)).toBe(0)
  })
  it('let the venue remove a type only lapsed or given-back holds touched; orders keep their lines', async () => {
    const { show, type } = await selling(typeInput({ price: 5_000, quantity: 4 }))
    const [first, second] = fans
    const lapsed = (await tickets.hold(first!.token, show.id, [{ typeId: type.id, quantity: 1 }]))
      .body.data as Held
    const given = (await tickets.hold(second!.token, show.id, [{ typeId: type.id, quantity: 1 }]))
      .body.data as Held
    await lapse(payload, lapsed.orderId, 1000)
    expect((await tickets.order(second!.token, given.orderId, 'DELETE')).status).toBe(200)
    const removed = await tickets.put(f.organizer.token, show.id, [])
    expect(removed.status).toBe(200)
    expect(removed.body.data).toEqual([])
    const order = (await tickets.order(first!.token, lapsed.orderId)).body.data as Order
    expect(order).toMatchObject({
      status: 'expired',
      lines: [{ typeId: null, quantity: 1, unitPrice: 5_000, unitFee: 250 }],
    })
  })

  it('go with a fan’s account when it is deleted', async () => {
    const { show, type } = await selling(typeInput({ quantity: 4 }))
    const [leaving] = await makeFans(payload, 1, 'leaving')
    const held = await tickets.hold(leaving!.token, show.id, [{ typeId: type.id, quantity: 2 }])
    expect(held.status).toBe(201)
    await payload.delete({ collection: 'users', id: leaving!.user.id })
    expect(
      await payload.count({ collection: 'tickets', where: { gig: { equals: show.id } } }),
    ).toEqual({
      totalDocs: 0,
    })
    expect(await available(show.id)).toBe(4)
  })
})
