import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as holdRoute from '../../src/app/api/shows/[id]/tickets/hold/route'
import { claimKeys, inSharedTransaction, postgresOf } from '../../src/server/platform'
import { apiRequest, params } from '../helpers/api'
import type { MarketActor, MarketFixture } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupSellingMarket,
  ordersWritten,
  sellingMarket,
  ticketShow,
  tickets,
  typeInput,
  type TypeView,
} from '../helpers/tickets'

let payload: Payload
let f: MarketFixture
let fans: MarketActor[]

// The process's metrics observer (scripts/observe/metrics.cjs installs one in the stack): how
// many holds each pass of the types' locks took.
const OBSERVER = Symbol.for('sahne.observer')
const holder = globalThis as { [OBSERVER]?: Record<string, unknown> }
const batches: number[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  ;({ f, fans } = await sellingMarket(payload, 30, 'holder'))
  holder[OBSERVER] = { ...holder[OBSERVER], holdBatch: (holds: number) => batches.push(holds) }
})

afterAll(async () => {
  delete holder[OBSERVER]!.holdBatch
  await cleanupSellingMarket(payload, { f, fans })
})

/** A show selling `types`; answers the show's id and the saved types. */
async function selling(...types: Record<string, unknown>[]) {
  const show = await ticketShow(payload, f)
  const saved = await tickets.put(f.organizer.token, show.id, types.length ? types : [typeInput()])
  if (saved.status !== 200) throw new Error(`types: ${JSON.stringify(saved.body)}`)
  return { showId: show.id, types: saved.body.data as TypeView[] }
}

const available = async (showId: number) =>
  ((await tickets.list(showId)).body.data as TypeView[]).map((type) => type.available)

/** Tickets of `typeId` by status, as stored. */
async function stored(typeId: number) {
  const { docs } = await payload.find({
    collection: 'tickets',
    where: { ticketType: { equals: typeId } },
    pagination: false,
    depth: 0,
  })
  return docs
}

describe('holding tickets', () => {
  it('never oversells: 30 fans at once for 10 tickets, exactly 10 get one', async () => {
    const { showId, types } = await selling(typeInput({ price: 25_000, quantity: 10 }))
    const typeId = types[0]!.id
    const before = await ordersWritten(payload)
    batches.length = 0
    const answers = await Promise.all(
      fans.map((fan) => tickets.hold(fan.token, showId, [{ typeId, quantity: 1 }])),
    )
    // The 20 beyond the tickets were refused by the instance's board, counting the holds already
    // on their way to the locks: only the 10 that got one wrote an order.
    expect((await ordersWritten(payload)) - before).toBe(10)
    // The 10 passed the locks in batches: those that arrived while a batch was under way waited
    // for the next and went through together.
    expect(batches.reduce((sum, holds) => sum + holds, 0)).toBe(10)
    expect(batches.length).toBeLessThan(10)
    const held = answers.filter((answer) => answer.status === 201)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(held).toHaveLength(10)
    expect(refused).toHaveLength(20)
    for (const answer of refused) {
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe('"General" is sold out.')
    }
    // 25,000 kuruş and its 5 % fee, held for ten minutes.
    for (const answer of held) {
      const data = answer.body.data as { orderId: number; expiresAt: string; total: number }
      expect(data.total).toBe(26_250)
      const minutes = (Date.parse(data.expiresAt) - Date.now()) / 60_000
      expect(minutes).toBeGreaterThan(9)
      expect(minutes).toBeLessThanOrEqual(10)
    }
    const rows = await stored(typeId)
    expect(rows).toHaveLength(10)
    expect(rows.every((ticket) => ticket.status === 'held')).toBe(true)
    expect(new Set(rows.map((ticket) => ticket.holder)).size).toBe(10)
    expect(await available(showId)).toEqual([0])
    expect(
      await payload.count({ collection: 'ticket-orders', where: { gig: { equals: showId } } }),
    ).toEqual({
      totalDocs: 10,
    })
  })

  it('counts all types of one order against the per-order limit', async () => {
    const { showId, types } = await selling(
      typeInput(),
      typeInput({ name: { tr: 'Balkon', en: 'Balcony' } }),
    )
    const [general, balcony] = types.map((type) => type.id)
    const over = await tickets.hold(fans[0]!.token, showId, [
      { typeId: general!, quantity: 4 },
      { typeId: balcony!, quantity: 3 },
    ])
    expect(over.status).toBe(409)
    expect(over.body.message).toBe('One order can take at most 6 tickets in all; you asked for 7.')
    // One type named twice is one line of the sum.
    const twice = await tickets.hold(fans[0]!.token, showId, [
      { typeId: general!, quantity: 4 },
      { typeId: general!, quantity: 3 },
    ])
    expect(twice.status).toBe(409)
    const within = await tickets.hold(fans[0]!.token, showId, [
      { typeId: general!, quantity: 3 },
      { typeId: balcony!, quantity: 3 },
    ])
    expect(within.status).toBe(201)
    expect(await available(showId)).toEqual([7, 7])
  })

  it('says when a type is not on sale: not yet, paused, ended, too few left', async () => {
    const soon = new Date(Date.now() + 2 * 24 * 3_600_000)
    soon.setUTCHours(15, 30, 0, 0)
    const { showId, types } = await selling(
      typeInput({ name: { tr: 'Erken', en: 'Early' }, saleStartsAt: soon.toISOString() }),
      typeInput({ name: { tr: 'Durdurulan', en: 'Paused' }, paused: true }),
      typeInput({
        name: { tr: 'Biten', en: 'Ended' },
        saleStartsAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        saleEndsAt: new Date(Date.now() - 3_600_000).toISOString(),
      }),
      typeInput({ name: { tr: 'Az', en: 'Few' }, quantity: 2 }),
    )
    const [early, paused, ended, few] = types
    expect(types.map((type) => type.state)).toEqual(['notYet', 'paused', 'ended', 'onSale'])
    const ask = (typeId: number, quantity = 1, locale = 'en') =>
      tickets.hold(fans[1]!.token, showId, [{ typeId, quantity }], locale)
    const notYet = await ask(early!.id)
    expect(notYet.status).toBe(409)
    // 15:30 UTC is 18:30 in Istanbul, where the site tells times.
    expect(notYet.body.message).toMatch(/^"Early" goes on sale on .+ at 6:30\sPM\.$/)
    expect((await ask(early!.id, 1, 'tr')).body.message).toMatch(
      /^"Erken" .+ saat 18:30 itibarıyla satışa çıkacak\.$/,
    )
    expect((await ask(paused!.id)).body.message).toBe('Sales of "Paused" are paused.')
    expect((await ask(ended!.id)).body.message).toBe('The sale of "Ended" has ended.')
    const tooMany = await ask(few!.id, 3)
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.message).toBe('Only 2 of "Few" are left.')
    expect((await ask(few!.id, 3, 'tr')).body.message).toBe('"Az" için yalnızca 2 bilet kaldı.')
    expect(
      await payload.count({ collection: 'tickets', where: { gig: { equals: showId } } }),
    ).toEqual({
      totalDocs: 0,
    })
  })

  it('refuses a hold priced from a moment-old read when the price changed since, then holds at the new one', async () => {
    const { showId, types } = await selling(typeInput({ price: 10_000, quantity: 5 }))
    const typeId = types[0]!.id
    // The board now holds the type as read a moment ago (price 10,000).
    expect((await tickets.hold(fans[3]!.token, showId, [{ typeId, quantity: 1 }])).status).toBe(201)
    // The venue changes the price on another instance: this one's board has not seen it.
    await postgresOf(payload).drizzle.execute(
      sql`UPDATE ticket_types SET price = 20000 WHERE id = ${typeId}`,
    )
    const changed = await tickets.hold(fans[4]!.token, showId, [{ typeId, quantity: 1 }])
    expect(changed.status).toBe(409)
    expect(changed.body.message).toBe(
      'The price of "General" changed a moment ago. Please check it and try again.',
    )
    const again = await tickets.hold(fans[4]!.token, showId, [{ typeId, quantity: 1 }])
    expect(again.status).toBe(201)
    expect((again.body.data as { total: number }).total).toBe(21_000)
    // The refused order was rolled back: two orders, one ticket each.
    expect(
      await payload.count({ collection: 'ticket-orders', where: { gig: { equals: showId } } }),
    ).toEqual({ totalDocs: 2 })
    expect(await stored(typeId)).toHaveLength(2)
  })

  it('holds while the venue changes its types at the same moment: each waits its turn, none fails', async () => {
    const { showId, types } = await selling(typeInput({ price: 10_000, quantity: 8 }))
    const typeId = types[0]!.id
    const answers = await Promise.all([
      ...fans.slice(0, 10).map((fan) => tickets.hold(fan.token, showId, [{ typeId, quantity: 1 }])),
      tickets.put(f.organizer.token, showId, [
        typeInput({ id: typeId, price: 10_000, quantity: 9 }),
      ]),
    ])
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    expect(statuses.at(-1)).toBe(200)
    const held = statuses.slice(0, 10).filter((status) => status === 201).length
    expect(held).toBeGreaterThanOrEqual(8)
    expect(await stored(typeId)).toHaveLength(held)
  })

  it('says when every type of the show is gone, in a header the front may answer the next buyers with', async () => {
    const { showId, types } = await selling(
      typeInput({ price: 10_000, quantity: 1 }),
      typeInput({ name: { tr: 'Balkon', en: 'Balcony' }, price: 10_000, quantity: 1 }),
    )
    const [floor, balcony] = types
    const [first, second, third] = fans
    const hold = (fan: MarketActor, typeId: number, locale: string) =>
      holdRoute.POST(
        apiRequest(`/api/shows/${showId}/tickets/hold?locale=${locale}`, {
          method: 'POST',
          token: fan.token,
          body: { items: [{ typeId, quantity: 1 }] },
        }),
        params({ id: String(showId) }),
      )
    expect((await hold(first!, floor!.id, 'en')).status).toBe(201)
    // One type gone, the other on sale: the refusal names the type, and no more.
    const one = await hold(second!, floor!.id, 'en')
    expect(one.status).toBe(409)
    expect(one.headers.get('Sahne-Sold-Out')).toBeNull()
    expect(await one.json()).toEqual({ success: false, message: '"General" is sold out.' })

    expect((await hold(third!, balcony!.id, 'en')).status).toBe(201)
    // Both gone: the refusal still names the type asked for, and says the whole show is gone.
    const all = await hold(second!, floor!.id, 'tr')
    expect(all.status).toBe(409)
    expect(await all.json()).toEqual({
      success: false,
      message: '"Genel Giriş" tükendi.',
      reason: 'showSoldOut',
    })
    // The show's own answer, for any type, in the request's language, as ASCII a header can carry.
    const header = all.headers.get('Sahne-Sold-Out')!
    expect(header).toMatch(/^[\x20-\x7e]+$/)
    expect(JSON.parse(header)).toEqual({
      success: false,
      message: 'Bu gösterinin bütün biletleri tükendi.',
      reason: 'showSoldOut',
    })
    const english = await hold(second!, balcony!.id, 'en')
    expect(JSON.parse(english.headers.get('Sahne-Sold-Out')!)).toMatchObject({
      message: 'Every ticket of this show is sold out.',
    })
  })

  it('needs a session, a show and types of that show', async () => {
    const { showId, types } = await selling()
    const typeId = types[0]!.id
    expect((await tickets.hold(undefined, showId, [{ typeId, quantity: 1 }])).status).toBe(401)
    expect(
      (await tickets.hold(fans[2]!.token, 999_999_999, [{ typeId, quantity: 1 }])).status,
    ).toBe(404)
    const other = await selling()
    const foreign = await tickets.hold(fans[2]!.token, other.showId, [{ typeId, quantity: 1 }])
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toBe("That ticket type is not one of this show's.")
    const empty = await tickets.hold(fans[2]!.token, showId, [], 'tr')
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('En az bir bilet seçin.')
  })

  it('keeps sold and held tickets from being removed or cut', async () => {
    const { showId, types } = await selling(typeInput({ quantity: 10 }))
    const general = types[0]!
    expect(
      (await tickets.hold(fans[3]!.token, showId, [{ typeId: general.id, quantity: 3 }])).status,
    ).toBe(201)
    const removed = await tickets.put(f.organizer.token, showId, [])
    expect(removed.status).toBe(409)
    expect(removed.body.message).toBe(
      '"General" has tickets sold or held, so it cannot be removed. Pause its sale instead.',
    )
    const cut = await tickets.put(f.organizer.token, showId, [
      typeInput({ id: general.id, quantity: 2 }),
    ])
    expect(cut.status).toBe(409)
    expect(cut.body.message).toBe(
      '"General" has 3 tickets sold or held; its quantity cannot be lower.',
    )
    const exactly = await tickets.put(f.organizer.token, showId, [
      typeInput({ id: general.id, quantity: 3 }),
    ])
    expect(exactly.status).toBe(200)
    expect((exactly.body.data as TypeView[])[0]).toMatchObject({ available: 0, state: 'soldOut' })
  })
  it('writes none of an order whose one type is gone, and says which', async () => {
    const { showId, types } = await selling(
      typeInput({ price: 1_000, quantity: 5 }),
      typeInput({ name: { tr: 'Balkon', en: 'Balcony' }, price: 2_000, quantity: 1 }),
    )
    const [floor, balcony] = [types[0]!.id, types[1]!.id]
    const taken = await tickets.hold(fans[5]!.token, showId, [{ typeId: balcony, quantity: 1 }])
    expect(taken.status).toBe(201)
    const both = await tickets.hold(fans[6]!.token, showId, [
      { typeId: floor, quantity: 2 },
      { typeId: balcony, quantity: 1 },
    ])
    expect(both.status).toBe(409)
    expect(both.body.message).toContain('Balcony')
    expect(await stored(floor)).toEqual([])
    expect(await available(showId)).toEqual([5, 0])
  })
  it('keeps a keyed hold’s answer on its key, and nothing of a refused one', async () => {
    const { showId, types } = await selling(typeInput({ price: 1_000, quantity: 2 }))
    const items = [{ typeId: types[0]!.id, quantity: 2 }]
    const keyOf = (n: number) => `hold-kept-${n}-${Date.now()}`
    const [granted, refused] = [keyOf(7), keyOf(8)]
    const first = await tickets.hold(fans[7]!.token, showId, items, 'en', {
      'idempotency-key': granted,
    })
    const second = await tickets.hold(fans[8]!.token, showId, items, 'en', {
      'idempotency-key': refused,
    })
    expect([first.status, second.status]).toEqual([201, 409])
    const { rows } = await postgresOf(payload).drizzle.execute(
      sql`select key, result from idempotency_keys where key in (${granted}, ${refused})`,
    )
    expect(rows).toEqual([{ key: granted, result: { value: first.body.data } }])
  })
  it('holds once for one Idempotency-Key, however often the request is repeated', async () => {
    const { showId, types } = await selling(typeInput({ price: 1_000, quantity: 10 }))
    const items = [{ typeId: types[0]!.id, quantity: 2 }]
    const key = { 'idempotency-key': `hold-${Date.now()}` }
    const first = await tickets.hold(fans[4]!.token, showId, items, 'en', key)
    const again = await tickets.hold(fans[4]!.token, showId, items, 'en', key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body.data).toEqual(first.body.data)
    expect(await available(showId)).toEqual([8])
  })

  it('answers each hold of one batch for itself: granted until the tickets are gone, then refused, with keys and orders of only the granted', async () => {
    const { showId, types } = await selling(typeInput({ price: 1_000, quantity: 10 }))
    const typeId = types[0]!.id
    // The board reads the type: 10 left, 1 taken by this hold.
    expect((await tickets.hold(fans[9]!.token, showId, [{ typeId, quantity: 1 }])).status).toBe(201)
    // The venue cuts the quantity to 4 on another instance: this board still sees 9 left, so it
    // lets all 6 holds below reach the locks, where only 3 remain.
    await postgresOf(payload).drizzle.execute(
      sql`UPDATE ticket_types SET quantity = 4 WHERE id = ${typeId}`,
    )
    const keys = fans.slice(10, 16).map((_, i) => `hold-batch-${i}-${Date.now()}`)
    batches.length = 0
    const answers = await Promise.all(
      fans.slice(10, 16).map((fan, i) =>
        tickets.hold(fan.token, showId, [{ typeId, quantity: 1 }], 'en', {
          'idempotency-key': keys[i]!,
        }),
      ),
    )
    expect(batches.reduce((sum, holds) => sum + holds, 0)).toBe(6)
    expect(Math.max(...batches)).toBeGreaterThan(1)
    const granted = answers.flatMap((answer, i) => (answer.status === 201 ? [i] : []))
    const refused = answers.flatMap((answer, i) => (answer.status === 201 ? [] : [i]))
    expect(granted).toHaveLength(3)
    expect(refused).toHaveLength(3)
    for (const i of refused) {
      expect(answers[i]!.status).toBe(409)
      expect(answers[i]!.body.message).toBe('"General" is sold out.')
    }
    const orderIds = granted.map((i) => (answers[i]!.body.data as { orderId: number }).orderId)
    expect(new Set(orderIds).size).toBe(3)
    // Each granted hold's answer is on its own key; a refused one left no key, no order and no
    // order line behind.
    const { rows } = await postgresOf(payload).drizzle.execute(
      sql`select key, result from idempotency_keys
          where key in (${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )}) order by key`,
    )
    expect(rows).toEqual(
      granted
        .map((i) => ({ key: keys[i], result: { value: answers[i]!.body.data } }))
        .sort((a, b) => (a.key! < b.key! ? -1 : 1)),
    )
    const { docs: orders } = await payload.find({
      collection: 'ticket-orders',
      where: { gig: { equals: showId } },
      pagination: false,
      depth: 0,
    })
    expect(orders).toHaveLength(4)
    expect(orderIds.every((id) => orders.some((order) => order.id === id))).toBe(true)
    const { rows: lines } = await postgresOf(payload).drizzle.execute(
      sql`select count(*)::int as n from ticket_orders_lines l
          left join ticket_orders o on o.id = l._parent_id where o.id is null`,
    )
    expect(lines).toEqual([{ n: 0 }])
    const rowsOfType = await stored(typeId)
    expect(rowsOfType).toHaveLength(4)
    expect(new Set(rowsOfType.map((ticket) => ticket.order)).size).toBe(4)
    expect(await available(showId)).toEqual([0])
  })

  it('answers repeats of one key that arrive together with the one hold', async () => {
    const { showId, types } = await selling(typeInput({ price: 1_000, quantity: 10 }))
    const items = [{ typeId: types[0]!.id, quantity: 2 }]
    const key = { 'idempotency-key': `hold-repeat-${Date.now()}` }
    // Two other buyers' holds keep the first two batches busy; the three repeats of one request
    // then wait for the next, where the first claims the key and the others are answered from it.
    const answers = await Promise.all([
      tickets.hold(fans[17]!.token, showId, [{ typeId: types[0]!.id, quantity: 1 }]),
      tickets.hold(fans[18]!.token, showId, [{ typeId: types[0]!.id, quantity: 1 }]),
      ...[0, 1, 2].map(() => tickets.hold(fans[19]!.token, showId, items, 'en', key)),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201])
    const repeats = answers.slice(2).map((answer) => answer.body.data)
    expect(repeats[1]).toEqual(repeats[0])
    expect(repeats[2]).toEqual(repeats[0])
    expect(await available(showId)).toEqual([6])
  })

  it('answers repeats of one key as the first was answered or anew, never as a key already used', async () => {
    const { showId, types } = await selling(typeInput({ price: 1_000, quantity: 10 }))
    const typeId = types[0]!.id
    expect((await tickets.hold(fans[20]!.token, showId, [{ typeId, quantity: 1 }])).status).toBe(
      201,
    )
    // The board still sees 9 left where 2 are: the requests below all reach the locks.
    await postgresOf(payload).drizzle.execute(
      sql`UPDATE ticket_types SET quantity = 3 WHERE id = ${typeId}`,
    )
    const key = { 'idempotency-key': `hold-refused-repeat-${Date.now()}` }
    const answers = await Promise.all([
      tickets.hold(fans[21]!.token, showId, [{ typeId, quantity: 1 }]),
      tickets.hold(fans[22]!.token, showId, [{ typeId, quantity: 1 }]),
      ...[0, 1, 2].map(() =>
        tickets.hold(fans[23]!.token, showId, [{ typeId, quantity: 2 }], 'en', key),
      ),
    ])
    // A repeat in the batch of its first request gets its answer; one in a later batch is
    // answered from the key if the first was granted, or holds anew if it was refused (a refused
    // hold leaves no key). None is told its key was already used.
    const repeats = answers.slice(2)
    for (const repeat of repeats) {
      expect([201, 409]).toContain(repeat.status)
      if (repeat.status === 409) expect(repeat.body.message).toMatch(/"General"/)
    }
    const granted = repeats.filter((repeat) => repeat.status === 201)
    for (const repeat of granted) expect(repeat.body.data).toEqual(granted[0]!.body.data)
    // Two tickets were left: either the two single holds or the repeated one took them.
    expect(await available(showId)).toEqual([0])
    expect((await stored(typeId)).length).toBe(3)
  })

  it('claims each key of a shared transaction once: a repeat in the same batch finds it taken', async () => {
    const name = `shared-${Date.now()}`
    const entry = (caller: string, key: string) => ({
      caller,
      key,
      fingerprint: 'f',
      committed: () => undefined,
    })
    const claimed = await inSharedTransaction(payload, async (req) => ({
      result: await claimKeys(req, [
        entry('user:2', `${name}-b`),
        entry('user:1', `${name}-a`),
        entry('user:2', `${name}-b`),
      ]),
      commit: false,
    }))
    expect(claimed[0]).toEqual(expect.any(Number))
    expect(claimed[1]).toEqual(expect.any(Number))
    expect(claimed[2]).toBeNull()
    // Rolled back: nothing of them stays.
    const { rows } = await postgresOf(payload).drizzle.execute(
      sql`select id from idempotency_keys where key like ${`${name}-%`}`,
    )
    expect(rows).toEqual([])
  })
})
