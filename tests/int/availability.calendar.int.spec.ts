import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { availability, eveningOf, istanbulDayFromNow } from '../helpers/availability'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'
import { expectDenied } from '../helpers/users'

let payload: Payload
let f: MarketFixture
const day = (n: number) => istanbulDayFromNow(n)

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

describe('PUT /api/me/availability', () => {
  it('replaces the blocks of a range and keeps the parts of a block outside it', async () => {
    const saved = await availability.replace(f.artist.token, {
      from: day(40),
      to: day(60),
      blocks: [{ from: day(40), to: day(50), note: 'Tatil' }],
    })
    expect(saved.status).toBe(200)
    // Freeing 44..46 splits the block in two, the note kept on both halves.
    const freed = await availability.replace(f.artist.token, {
      from: day(44),
      to: day(46),
      blocks: [],
    })
    expect(freed.status).toBe(200)
    const read = await availability.read(f.artist.token, day(40), day(60))
    expect(read.status).toBe(200)
    const { blocks } = read.body.data as { blocks: { from: string; to: string; note: string }[] }
    expect(blocks.map(({ from, to, note }) => ({ from, to, note }))).toEqual([
      { from: day(40), to: day(43), note: 'Tatil' },
      { from: day(47), to: day(50), note: 'Tatil' },
    ])
  })

  it('refuses bad ranges, overlapping blocks and blocks outside the range, in both languages', async () => {
    const backwards = await availability.replace(
      f.artist.token,
      { from: day(10), to: day(5), blocks: [] },
      'tr',
    )
    expect(backwards.status).toBe(400)
    expect(backwards.body.message).toBe('Son gün ilk günden önce olamaz.')
    const overlap = await availability.replace(f.artist.token, {
      from: day(1),
      to: day(20),
      blocks: [
        { from: day(2), to: day(5) },
        { from: day(5), to: day(6) },
      ],
    })
    expect(overlap.status).toBe(400)
    expect(overlap.body.message).toBe('Two blocks cover the same day.')
    const outside = await availability.replace(f.artist.token, {
      from: day(1),
      to: day(3),
      blocks: [{ from: day(2), to: day(9) }],
    })
    expect(outside.status).toBe(400)
    const badDay = await availability.replace(f.artist.token, {
      from: '2027-02-30',
      to: '2027-03-02',
      blocks: [],
    })
    expect(badDay.status).toBe(400)
    expect(badDay.body.message).toBe('Write the day as YYYY-MM-DD.')
    const badRead = await availability.read(f.artist.token, 'yarın', day(3), 'tr')
    expect(badRead.status).toBe(400)
    expect(badRead.body.message).toBe('Günü YYYY-AA-GG biçiminde yazın.')
  })

  it('is for artists only, and needs a session', async () => {
    const organizer = await availability.read(f.organizer.token, day(1), day(2))
    expect(organizer.status).toBe(403)
    const anonymous = await availability.read('', day(1), day(2))
    expect(anonymous.status).toBe(401)
  })

  it('shows confirmed bookings on their gig’s Istanbul day with the venue, not as blocks', async () => {
    // 23:30 Istanbul time is the previous UTC day: the booking belongs to the Istanbul day.
    const onDay = day(70)
    const gig = await makeGig(payload, f.organizer.user, {
      date: new Date(`${onDay}T23:30:00+03:00`).toISOString(),
      deadline: eveningOf(day(60)),
      venue: 'Moda Sahnesi',
    })
    const app = (await market.apply(f.otherArtist.token, gig.id)).body.data as { id: number }
    expect((await market.answer(f.organizer.token, app.id, 'accept')).status).toBe(200)
    const read = await availability.read(f.otherArtist.token, day(69), day(71))
    const data = read.body.data as { blocks: unknown[]; bookings: Record<string, unknown>[] }
    expect(data.blocks).toEqual([])
    expect(data.bookings).toEqual([
      { day: onDay, gigId: gig.id, gig: gig.title, venue: 'Moda Sahnesi' },
    ])
  })

  it('keeps another artist’s blocks and notes unreadable', async () => {
    await availability.replace(f.otherArtist.token, {
      from: day(80),
      to: day(80),
      blocks: [{ from: day(80), to: day(80), note: 'gizli not' }],
    })
    const theirs = await payload.find({
      collection: 'availability-blocks',
      where: { user: { equals: f.otherArtist.user.id } },
      overrideAccess: false,
      user: f.artist.user,
    })
    expect(theirs.totalDocs).toBe(0)
    await expectDenied(
      payload.find({
        collection: 'availability-blocks',
        overrideAccess: false,
        user: f.organizer.user,
      }),
    )
  })
})
