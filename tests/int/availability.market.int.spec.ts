import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as gigRoute from '../../src/app/api/gigs/[id]/route'
import { apiRequest, params, readBody } from '../helpers/api'
import { availability, eveningOf, istanbulDayFromNow } from '../helpers/availability'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture
const day = (n: number) => istanbulDayFromNow(n)
/** An Istanbul day as the messages write it: "1 Aralık 2026", "December 1, 2026". */
const written = (locale: 'tr' | 'en', onDay: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(`${onDay}T12:00:00+03:00`))
const NEXT_STEP = {
  en: 'Write to the artist about another day, or choose another gig.',
  tr: 'Başka bir gün için sanatçıya yazın ya da başka bir gig seçin.',
}

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})

afterAll(async () => {
  await payload.delete({
    collection: 'availability-blocks',
    where: { user: { in: [f.artist.user.id, f.otherArtist.user.id] } },
  })
  await cleanupMarket(payload, f)
})

const gigOn = (onDay: string, organizer = f.organizer, venue = 'Kadıköy Sahne') =>
  makeGig(payload, organizer.user, {
    date: eveningOf(onDay),
    deadline: eveningOf(day(5)),
    venue,
  })

const applyTo = async (token: string, gigId: number) =>
  (await market.apply(token, gigId)).body.data as { id: number }

const block = (token: string, from: string, to = from) =>
  availability.replace(token, { from, to, blocks: [{ from, to, note: 'özel' }] })

/** The organizer moves gig `id` to `date` through PUT /api/gigs/{id}. */
const moveGig = async (token: string, id: number, date: string, locale = 'en') => {
  const res = await gigRoute.PUT(
    apiRequest(`/api/gigs/${id}?locale=${locale}`, { method: 'PUT', token, body: { date } }),
    params({ id: String(id) }),
  )
  return { status: res.status, body: await readBody(res) }
}

describe('a booking makes the day busy', () => {
  it('accepting a second gig on the same Istanbul day is a 409 naming the first', async () => {
    const onDay = day(30)
    const first = await gigOn(onDay, f.organizer, 'Moda Sahnesi')
    const second = await gigOn(onDay, f.otherOrganizer)
    const a = await applyTo(f.artist.token, first.id)
    const b = await applyTo(f.artist.token, second.id)
    expect((await market.answer(f.organizer.token, a.id, 'accept')).status).toBe(200)
    const clash = await market.answer(f.otherOrganizer.token, b.id, 'accept')
    expect(clash.status).toBe(409)
    expect(clash.body.message).toBe(
      `The artist is already booked on ${written('en', onDay)}: ${first.title} at Moda Sahnesi. ${NEXT_STEP.en}`,
    )
    const tr = await market.answer(f.otherOrganizer.token, b.id, 'accept', 'tr')
    expect(tr.body.message).toBe(
      `Sanatçının ${written('tr', onDay)} tarihinde zaten bir rezervasyonu var: Moda Sahnesi mekânında ${first.title}. ${NEXT_STEP.tr}`,
    )
    expect((await payload.findByID({ collection: 'applications', id: b.id })).state).toBe('pending')
  })

  it('an artist cannot apply, nor be invited, for a day they are booked', async () => {
    const onDay = day(31)
    const booked = await gigOn(onDay)
    const app = await applyTo(f.otherArtist.token, booked.id)
    expect((await market.answer(f.organizer.token, app.id, 'accept')).status).toBe(200)
    const other = await gigOn(onDay, f.otherOrganizer)
    const apply = await market.apply(f.otherArtist.token, other.id)
    expect(apply.status).toBe(409)
    expect(apply.body.message).toContain(`You are already booked on ${written('en', onDay)}`)
    const invite = await market.invite(
      f.otherOrganizer.token,
      f.otherArtist.profile.slug!,
      other.id,
    )
    expect(invite.status).toBe(409)
    expect(invite.body.message).toContain(`The artist is already booked on ${written('en', onDay)}`)
    // The day after is free.
    const nextDay = await gigOn(day(32), f.otherOrganizer)
    expect((await market.apply(f.otherArtist.token, nextDay.id)).status).toBe(201)
  })
})

describe('a block makes the day busy', () => {
  it('refuses apply, invite and accept on a blocked day, never showing the private note', async () => {
    const onDay = day(40)
    const gig = await gigOn(onDay)
    const invited = await market.invite(f.organizer.token, f.artist.profile.slug!, gig.id)
    expect(invited.status).toBe(201)
    expect((await block(f.artist.token, day(39), day(41))).status).toBe(200)
    const accept = await market.answer(
      f.artist.token,
      (invited.body.data as { id: number }).id,
      'accept',
    )
    expect(accept.status).toBe(409)
    expect(accept.body.message).toBe(
      `You have marked ${written('en', onDay)} as unavailable. Free the day in your calendar first.`,
    )
    const other = await gigOn(onDay, f.otherOrganizer)
    const apply = await market.apply(f.artist.token, other.id)
    expect(apply.status).toBe(409)
    const invite = await market.invite(f.otherOrganizer.token, f.artist.profile.slug!, other.id)
    expect(invite.status).toBe(409)
    expect(invite.body.message).toBe(
      `The artist has marked ${written('en', onDay)} as unavailable. ${NEXT_STEP.en}`,
    )
    expect(JSON.stringify([accept.body, apply.body, invite.body])).not.toContain('özel')
    // Freed, the day takes the invitation again.
    await availability.replace(f.artist.token, { from: day(39), to: day(41), blocks: [] })
    expect(
      (await market.answer(f.artist.token, (invited.body.data as { id: number }).id, 'accept'))
        .status,
    ).toBe(200)
  })
})

describe('two accepts racing for one artist on one day', () => {
  it('end in one booking; the other answer is a 409 naming the clash', async () => {
    for (let round = 0; round < 4; round++) {
      const onDay = day(50 + round)
      const first = await gigOn(onDay)
      const second = await gigOn(onDay, f.otherOrganizer)
      const a = await applyTo(f.artist.token, first.id)
      const b = await applyTo(f.artist.token, second.id)
      const replies = await Promise.all([
        market.answer(f.organizer.token, a.id, 'accept'),
        market.answer(f.otherOrganizer.token, b.id, 'accept'),
      ])
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409])
      const lost = replies.find((r) => r.status === 409)!
      expect(lost.body.message).toContain(`The artist is already booked on ${written('en', onDay)}`)
      const bookings = await payload.count({
        collection: 'bookings',
        where: { gig: { in: [first.id, second.id] }, state: { equals: 'confirmed' } },
      })
      expect(bookings.totalDocs).toBe(1)
    }
  })

  it('an invitation and an application accepted at once by the two sides book one', async () => {
    const onDay = day(60)
    const first = await gigOn(onDay)
    const second = await gigOn(onDay, f.otherOrganizer)
    const invited = await market.invite(f.organizer.token, f.otherArtist.profile.slug!, first.id)
    const applied = await applyTo(f.otherArtist.token, second.id)
    const replies = await Promise.all([
      market.answer(f.otherArtist.token, (invited.body.data as { id: number }).id, 'accept'),
      market.answer(f.otherOrganizer.token, applied.id, 'accept'),
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409])
    const bookings = await payload.count({
      collection: 'bookings',
      where: { gig: { in: [first.id, second.id] } },
    })
    expect(bookings.totalDocs).toBe(1)
  })
})

describe('a booked gig moves only to a day its artists are free', () => {
  it('refuses a move onto a block or another booking, naming the artist, and allows a free day', async () => {
    const booked = await gigOn(day(70))
    const app = await applyTo(f.artist.token, booked.id)
    expect((await market.answer(f.organizer.token, app.id, 'accept')).status).toBe(200)

    await block(f.artist.token, day(71))
    const ontoBlock = await moveGig(f.organizer.token, booked.id, eveningOf(day(71)))
    expect(ontoBlock.status).toBe(409)
    expect(ontoBlock.body).toMatchObject({
      message: expect.stringContaining(
        `${f.artist.profile.name} has marked ${written('en', day(71))}`,
      ),
      field: 'date',
    })

    const other = await gigOn(day(72), f.otherOrganizer, 'Moda Sahnesi')
    const otherApp = await applyTo(f.artist.token, other.id)
    expect((await market.answer(f.otherOrganizer.token, otherApp.id, 'accept')).status).toBe(200)
    const ontoBooking = await moveGig(f.organizer.token, booked.id, eveningOf(day(72)), 'tr')
    expect(ontoBooking.status).toBe(409)
    expect(ontoBooking.body.message).toContain(
      `${f.artist.profile.name} için ${written('tr', day(72))} tarihinde zaten bir rezervasyon var: Moda Sahnesi mekânında ${other.title}.`,
    )
    // Refused moves leave the gig where it was.
    const still = await payload.findByID({ collection: 'gigs', id: booked.id, depth: 0 })
    expect(still.date).toBe(eveningOf(day(70)))

    // Another hour on the same day, and a free day, are fine.
    const earlier = `${day(70)}T19:00:00+03:00`
    expect((await moveGig(f.organizer.token, booked.id, earlier)).status).toBe(200)
    expect((await moveGig(f.organizer.token, booked.id, eveningOf(day(73)))).status).toBe(200)
  })
})
