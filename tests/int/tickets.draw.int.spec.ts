import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { artistDraw, listBookedShows } from '../../src/server/market'
import { getTestPayload } from '../helpers/payload'
import { bookedGig } from '../helpers/shows'
import {
  cleanupSellingMarket,
  sellingMarket,
  tickets,
  typeInput,
  venueOf,
  type SellingMarket,
  type TypeView,
} from '../helpers/tickets'

let payload: Payload
let m: SellingMarket
const DAY = 86_400_000

beforeAll(async () => {
  payload = await getTestPayload()
  m = await sellingMarket(payload, 3, 'draw')
})
afterAll(() => cleanupSellingMarket(payload, m))

/**
 * A show of the fixture's artist in `city` whose three fans each got a free ticket, `scanned` of
 * them let in at the door, then moved `daysAgo` days into the past and its booking completed.
 */
async function pastShow(city: 'trabzon' | 'rize', scanned: number, daysAgo: number) {
  const venue = await venueOf(payload, m.f, 100)
  const gig = await bookedGig(payload, m.f, { venueProfile: venue.id, city })
  const saved = await tickets.put(m.f.organizer.token, gig.id, [typeInput({ quantity: 5 })])
  const type = (saved.body.data as TypeView[])[0]!
  for (const fan of m.fans)
    expect((await tickets.hold(fan.token, gig.id, [{ typeId: type.id, quantity: 1 }])).status).toBe(
      201,
    )
  const { docs } = await payload.find({
    collection: 'tickets',
    where: { gig: { equals: gig.id } },
    sort: 'id',
    depth: 0,
  })
  for (const ticket of docs.slice(0, scanned))
    await payload.update({
      collection: 'tickets',
      id: ticket.id,
      data: { status: 'used', usedAt: new Date().toISOString() },
    })
  const date = new Date(Date.now() - daysAgo * DAY).toISOString()
  const db = payload.db.drizzle
  await db.execute(sql`UPDATE gigs SET date = ${date} WHERE id = ${gig.id}`)
  await db.execute(sql`UPDATE bookings SET state = 'completed' WHERE gig_id = ${gig.id}`)
  return gig
}

describe('proof of draw from the door', () => {
  it('counts the tickets scanned at the artist’s shows of the last 12 months, in all and per city', async () => {
    const artist = m.f.artist.profile.id
    const before = await artistDraw(payload, artist, 'trabzon')
    const trabzon = await pastShow('trabzon', 2, 20)
    await pastShow('rize', 3, 40)
    // Older than a year: not counted.
    await pastShow('trabzon', 3, 400)
    const after = await artistDraw(payload, artist, 'trabzon')
    expect(after.admitted - before.admitted).toBe(5)
    expect(after.admittedInCity - before.admittedInCity).toBe(2)

    // The press kit's past shows carry each show's door count.
    const past = await listBookedShows(payload, { artist }, 'past')
    expect(past.find((show) => show.gigId === trabzon.id)).toMatchObject({ admitted: 2 })
  })
})
