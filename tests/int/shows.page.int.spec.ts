import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findShow } from '../../src/server/market/shows/findShow'
import { deleteGig } from '../helpers/gigs'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'
import { confirmedBooking } from '../helpers/payments'
import { hoursFrom, terms } from '../helpers/termsApi'

let payload: Payload
let f: MarketFixture

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})
afterAll(async () => {
  await cleanupMarket(payload, f)
})

describe("a show's page for fans", () => {
  it('is a gig with a confirmed booking: the lineup with set times, never the call for artists', async () => {
    const { gig } = await confirmedBooking(payload, f, { lira: 6000 })
    await payload.update({
      collection: 'gigs',
      id: gig.id,
      data: { ticketUrl: 'https://bilet.example.com/gece' },
    })
    const show = await findShow(payload, String(gig.id))
    expect(show).toMatchObject({
      id: gig.id,
      title: gig.title,
      date: gig.date,
      ticketUrl: 'https://bilet.example.com/gece',
      cancelled: false,
      venue: { name: 'Kadıköy Sahne', slug: null, address: null },
      lineup: [{ name: f.artist.profile.name, setAt: gig.date, setLengthMinutes: 60 }],
    })
    // Nothing of the call: no fee, slots, deadline or the call's text anywhere in the answer.
    const text = JSON.stringify(show)
    for (const word of ['fee', 'slots', 'deadline', 'description', '6000'])
      expect(text).not.toContain(word)
  })

  it('opens its doors at the earliest doors time of the confirmed terms, and not before they are confirmed', async () => {
    const { gig, bookingId } = await confirmedBooking(payload, f)
    expect((await findShow(payload, String(gig.id)))?.doorsAt).toBeNull()
    const doorsAt = hoursFrom(gig.date, -1)
    const proposed = await terms.propose(f.organizer.token, bookingId, {
      fee: { type: 'fixed', amount: 500_000 },
      setLengthMinutes: 60,
      soundcheckAt: hoursFrom(gig.date, -2),
      doorsAt,
      setAt: gig.date,
      cancellationPolicy: 'moderate',
    })
    expect(proposed).toMatchObject({ status: 200 })
    // Proposed only: the show still names no doors time.
    expect((await findShow(payload, String(gig.id)))?.doorsAt).toBeNull()
    expect((await terms.confirm(f.artist.token, bookingId)).status).toBe(200)
    expect(await findShow(payload, String(gig.id))).toMatchObject({
      doorsAt,
      lineup: [{ setAt: gig.date }],
    })
  })

  it('names a booked artist without a set time until the terms are confirmed', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    const applied = (await market.apply(f.otherArtist.token, gig.id)).body.data as { id: number }
    expect((await market.answer(f.organizer.token, applied.id, 'accept')).status).toBe(200)
    expect((await findShow(payload, String(gig.id)))?.lineup).toEqual([
      expect.objectContaining({ name: f.otherArtist.profile.name, setAt: null }),
    ])
  })

  it('is no show without a booking; a cancelled one says so, without tickets', async () => {
    const open = await makeGig(payload, f.organizer.user)
    expect(await findShow(payload, String(open.id))).toBeNull()
    expect(await findShow(payload, 'nope')).toBeNull()

    const { gig } = await confirmedBooking(payload, f, { artist: f.otherArtist })
    await payload.update({
      collection: 'gigs',
      id: gig.id,
      data: { ticketUrl: 'https://bilet.example.com/iptal' },
    })
    expect((await deleteGig(gig.id, f.organizer.token)).status).toBe(200)
    expect(await findShow(payload, String(gig.id))).toMatchObject({
      cancelled: true,
      ticketUrl: null,
      lineup: [expect.objectContaining({ name: f.otherArtist.profile.name })],
    })
  })
})
