import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as salesRoute from '../../src/app/api/shows/[id]/tickets/sales/route'
import { apiRequest, params, readBody } from '../helpers/api'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupTickets,
  givePayoutDetails,
  makeFans,
  ticketShow,
  tickets,
  typeInput,
  type TypeView,
} from '../helpers/tickets'

let payload: Payload
let f: MarketFixture

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  process.env.RATE_LIMIT_TICKET_TYPES = '1000/60'
  process.env.RATE_LIMIT_TICKET_HOLDS = '1000/60'
})

afterAll(async () => {
  await cleanupTickets(payload, f)
  await cleanupMarket(payload, f)
})

/** `GET /api/shows/{id}/tickets/sales` as `token` reads it. */
async function sales(token: string | undefined, id: number, locale = 'en') {
  const res = await salesRoute.GET(
    apiRequest(`/api/shows/${id}/tickets/sales?locale=${locale}`, { token }),
    params({ id: String(id) }),
  )
  return { status: res.status, body: await readBody(res) }
}

describe('the venue’s ticket sales', () => {
  it('are read by the show’s venue only, with both names and what is sold and held', async () => {
    const show = await ticketShow(payload, f, 120)
    expect((await sales(undefined, show.id)).status).toBe(401)
    for (const someone of [f.otherOrganizer, f.artist, f.fan])
      expect((await sales(someone.token, show.id)).status).toBe(404)

    const empty = await sales(f.organizer.token, show.id)
    expect(empty.status).toBe(200)
    expect(empty.body.data).toMatchObject({
      showId: show.id,
      startsAt: new Date(show.date).toISOString(),
      capacity: 120,
      feePercent: 5,
      payoutReady: false,
      types: [],
    })

    await givePayoutDetails(payload, f.organizer.user.id)
    const saved = await tickets.put(f.organizer.token, show.id, [
      typeInput({ price: 30_000, quantity: 50 }),
      typeInput({ name: { tr: 'Davetli', en: 'Guest list' }, quantity: 10 }),
    ])
    expect(saved.status).toBe(200)
    const [paid, free] = saved.body.data as TypeView[]
    const [fan, fan2] = await makeFans(payload, 2, 'sales')
    // One fan's free tickets are issued at once; another's paid ones are held.
    expect(
      (await tickets.hold(fan!.token, show.id, [{ typeId: free!.id, quantity: 2 }])).status,
    ).toBe(201)
    expect(
      (await tickets.hold(fan2!.token, show.id, [{ typeId: paid!.id, quantity: 3 }])).status,
    ).toBe(201)

    const read = await sales(f.organizer.token, show.id)
    expect(read.body.data).toMatchObject({
      payoutReady: true,
      types: [
        {
          id: paid!.id,
          name: { tr: 'Genel Giriş', en: 'General' },
          price: 30_000,
          fee: 1_500,
          total: 31_500,
          quantity: 50,
          perOrderLimit: 6,
          paused: false,
          sold: 0,
          held: 3,
        },
        { id: free!.id, name: { tr: 'Davetli', en: 'Guest list' }, price: 0, sold: 2, held: 0 },
      ],
    })
    // The public list stays as small as it was: no counts fans do not need.
    const [publicPaid] = (await tickets.list(show.id)).body.data as Record<string, unknown>[]
    expect(publicPaid).not.toHaveProperty('sold')
    expect(publicPaid).not.toHaveProperty('held')
    expect(publicPaid).toMatchObject({ available: 47 })
    await payload.delete({
      collection: 'users',
      where: { id: { in: [fan!.user.id, fan2!.user.id] } },
    })
  })

  it('is nothing for a gig that is no show', async () => {
    expect((await sales(f.organizer.token, 999_999_999)).status).toBe(404)
  })
})
