import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Gig } from '../../src/payload-types'
import { putGig } from '../helpers/gigs'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import {
  cleanupMarket,
  daysFromNow,
  makeGig,
  type MarketFixture,
  seedMarket,
} from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'
import { hoursFrom, terms } from '../helpers/termsApi'

const DAY_MS = 24 * 60 * 60 * 1000

let payload: Payload
let f: MarketFixture

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})
afterAll(() => cleanupMarket(payload, f))

/** Terms for a gig starting at `start`: load-in 4 h before, soundcheck 3 h before, the set at the start. */
const termsFor = (start: string) => ({
  setLengthMinutes: 60,
  loadInAt: hoursFrom(start, -4),
  soundcheckAt: hoursFrom(start, -3),
  setAt: start,
  provides: { backline: true, pa: true, drinks: false },
  cancellationPolicy: 'moderate',
})

type Summary = {
  termsStatus: string
  termsProposedAt: string | null
  fee: unknown
  terms: { fee: { amount: number | null } } | null
}

let booked = 0

/**
 * A gig with a fixed fee of 5,000, the fixture's artist booked on it with confirmed terms; each
 * on a day of its own, as one artist cannot be booked twice on one day.
 */
async function bookedWithTerms(): Promise<{ gig: Gig; bookingId: number }> {
  const gig = await makeGig(payload, f.organizer.user, {
    title: 'Taşınan Akşam',
    date: daysFromNow(10 + booked++),
    fee: { type: 'fixed', amount: 500_000 },
  })
  const application = (await market.apply(f.artist.token, gig.id, { message: 'Merhaba' })).body
    .data as { id: number }
  expect((await market.answer(f.organizer.token, application.id, 'accept')).status).toBe(200)
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { application: { equals: application.id } },
  })
  const bookingId = docs[0]!.id
  expect((await terms.propose(f.organizer.token, bookingId, termsFor(gig.date))).status).toBe(200)
  expect((await terms.confirm(f.artist.token, bookingId)).status).toBe(200)
  await runQueuedJobs(payload)
  return { gig, bookingId }
}

const noticesOf = async (user: number, type: string) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { and: [{ user: { equals: user } }, { type: { equals: type } }] },
    })
  ).totalDocs

describe('a booked gig edited by its organizer', () => {
  it('keeps the fee agreed when the booking was made, whatever the gig says later', async () => {
    const { gig, bookingId } = await bookedWithTerms()
    expect(
      (await putGig(gig.id, { fee: { type: 'fixed', amount: 100 } }, f.organizer.token)).status,
    ).toBe(200)
    const booking = (await terms.get(f.artist.token, bookingId)).body.data as Summary
    expect(booking.fee).toEqual({ type: 'fixed', amount: 500_000 })
    // New terms without a fee of their own start from the agreed one, not the gig's new one.
    const again = await terms.propose(f.organizer.token, bookingId, {
      ...termsFor(gig.date),
      setLengthMinutes: 90,
    })
    expect(again.status).toBe(200)
    expect((again.body.data as Summary).terms?.fee.amount).toBe(500_000)
  })

  it('sends the terms back to the artist when the gig moves, tells them, and never confirms times the new start does not fit', async () => {
    const { gig, bookingId } = await bookedWithTerms()
    const before = (await terms.get(f.artist.token, bookingId)).body.data as Summary
    expect(before.termsStatus).toBe('confirmed')

    const later = new Date(Date.parse(gig.date) + 5 * DAY_MS).toISOString()
    expect((await putGig(gig.id, { date: later }, f.organizer.token)).status).toBe(200)
    const moved = (await terms.get(f.artist.token, bookingId)).body.data as Summary
    expect(moved.termsStatus).toBe('proposed')
    expect(moved.termsProposedAt).not.toBe(before.termsProposedAt)

    // A confirmation of what the artist read before the move is refused, and so are the old
    // times, which now lie five days before the start.
    const stale = await terms.confirm(f.artist.token, bookingId, {
      proposedAt: before.termsProposedAt,
    })
    expect(stale.status).toBe(409)
    const unfit = await terms.confirm(f.artist.token, bookingId)
    expect(unfit.status).toBe(409)
    expect(unfit.body.message).toBe(
      'The gig moved and these times no longer fit it: the venue needs to propose new terms.',
    )

    await runQueuedJobs(payload)
    expect(await noticesOf(f.artist.user.id, 'gigMoved')).toBe(1)
    const mails = await mailTo(f.artist.user.email)
    expect(mails.some((mail) => mail.subject?.includes('Taşınan Akşam'))).toBe(true)

    // New terms for the new start are confirmed as before.
    expect((await terms.propose(f.organizer.token, bookingId, termsFor(later))).status).toBe(200)
    expect((await terms.confirm(f.artist.token, bookingId)).status).toBe(200)
  })

  it('leaves confirmed terms alone, and tells nobody, when the edit does not move the gig', async () => {
    const { gig, bookingId } = await bookedWithTerms()
    const noticesBefore = await noticesOf(f.artist.user.id, 'gigMoved')
    const edit = await putGig(
      gig.id,
      { title: 'Taşınmayan Akşam', date: gig.date, city: gig.city },
      f.organizer.token,
    )
    expect(edit.status).toBe(200)
    expect(((await terms.get(f.artist.token, bookingId)).body.data as Summary).termsStatus).toBe(
      'confirmed',
    )
    await runQueuedJobs(payload)
    expect(await noticesOf(f.artist.user.id, 'gigMoved')).toBe(noticesBefore)
  })
})
