import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { MarketActor, MarketFixture } from '../helpers/market'
import { apiRequest, params, readBody } from '../helpers/api'
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

/*
 * Each instance keeps its own sale board, and counts only its own holds on their way to the
 * types' locks: across instances, more holds than tickets reach the locks, and the locks alone
 * keep the count. A second instance is the hold route loaded again (its own board), in a file of
 * its own because reloading modules would reach the other files of a shared worker.
 */
let payload: Payload
let f: MarketFixture
let fans: MarketActor[]

beforeAll(async () => {
  payload = await getTestPayload()
  ;({ f, fans } = await sellingMarket(payload, 30, 'instances'))
})

afterAll(() => cleanupSellingMarket(payload, { f, fans }))

/** Tickets of `typeId` as stored. */
const stored = async (typeId: number) =>
  (
    await payload.find({
      collection: 'tickets',
      where: { ticketType: { equals: typeId } },
      pagination: false,
      depth: 0,
    })
  ).docs

describe('holding tickets on two instances', () => {
  it('never oversells across instances: two boards let 20 holds reach the locks for 10 tickets', async () => {
    const show = await ticketShow(payload, f)
    const saved = await tickets.put(f.organizer.token, show.id, [
      typeInput({ price: 25_000, quantity: 10 }),
    ])
    const showId = show.id
    const types = saved.body.data as TypeView[]
    const typeId = types[0]!.id
    let [written, held] = [0, 0]
    let refused: { status: number; body: { message?: unknown } }[] = []
    // A second instance: the hold route and its sale board loaded again, as another process has.
    vi.resetModules()
    const other = await import('../../src/app/api/shows/[id]/tickets/hold/route')
    vi.resetModules()
    const holdThereOf = async (token: string, items: { typeId: number; quantity: number }[]) => {
      const answer = await other.POST(
        apiRequest(`/api/shows/${showId}/tickets/hold?locale=en`, {
          method: 'POST',
          token,
          body: { items },
        }),
        params({ id: String(showId) }),
      )
      return { status: answer.status, body: await readBody(answer) }
    }
    // Both boards read the type (a hold over the per-order limit, refused by each) and answer
    // from that read for the whole burst, whatever the machine's load.
    process.env.TICKET_BOARD_MS = '60000'
    try {
      const overLimit = [{ typeId, quantity: 7 }]
      expect((await tickets.hold(fans[0]!.token, showId, overLimit)).status).toBe(409)
      expect((await holdThereOf(fans[1]!.token, overLimit)).status).toBe(409)
      const before = await ordersWritten(payload)
      const answers = await Promise.all(
        fans.map((fan, i) =>
          i % 2 === 0
            ? tickets.hold(fan.token, showId, [{ typeId, quantity: 1 }])
            : holdThereOf(fan.token, [{ typeId, quantity: 1 }]),
        ),
      )
      written = (await ordersWritten(payload)) - before
      held = answers.filter((answer) => answer.status === 201).length
      refused = answers.filter((answer) => answer.status !== 201)
    } finally {
      delete process.env.TICKET_BOARD_MS
    }
    expect(held).toBe(10)
    for (const answer of refused) {
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe('"General" is sold out.')
    }
    // Each board let through as many as it saw tickets: 20 reached the locks, which refused 10.
    expect(written).toBe(20)
    const rows = await stored(typeId)
    expect(rows).toHaveLength(10)
    const list = await tickets.list(showId)
    expect((list.body.data as TypeView[]).map((type) => type.available)).toEqual([0])
  })
})
