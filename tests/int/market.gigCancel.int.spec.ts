import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingsCalendar, calendarSecret } from '../../src/server/market'
import { deleteGig } from '../helpers/gigs'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})

afterAll(async () => {
  await cleanupMarket(payload, f)
})

const noticesOf = (user: number, application: number) =>
  payload.find({
    collection: 'notifications',
    where: {
      and: [
        { user: { equals: user } },
        { application: { equals: application } },
        { type: { equals: 'bookingCancelled' } },
      ],
    },
  })

describe('DELETE /api/gigs/{id} on a gig with bookings', () => {
  it('cancels its bookings with the reason, closes pending ones, tells both sides, updates the feed', async () => {
    const gig = await makeGig(payload, f.organizer.user, { slots: 2, title: 'İptal Gecesi' })
    const booked = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    const waiting = (await market.apply(f.otherArtist.token, gig.id)).body.data as { id: number }
    expect((await market.answer(f.organizer.token, booked.id, 'accept')).status).toBe(200)
    const secret = await calendarSecret(payload, f.artist.user)
    const [booking] = (
      await payload.find({ collection: 'bookings', where: { gig: { equals: gig.id } } })
    ).docs
    expect(await bookingsCalendar(payload, secret)).toContain(`UID:booking-${booking.id}@sahne`)
    await runQueuedJobs(payload)
    const mailsBefore = (await mailTo(f.artist.user.email)).length
    // The organizer reads English: the reason reaches each side in its own language.
    await payload.update({ collection: 'users', id: f.organizer.user.id, data: { locale: 'en' } })
    const organizerMailsBefore = (await mailTo(f.organizer.user.email)).length

    expect((await deleteGig(gig.id, f.organizer.token)).status).toBe(200)

    const after = await payload.findByID({ collection: 'bookings', id: booking.id })
    // The site's reason is a key, not Turkish text.
    expect(after).toMatchObject({
      state: 'cancelled',
      cancelledFor: 'gigCancelled',
      cancelReason: null,
    })
    const pending = await payload.findByID({ collection: 'applications', id: waiting.id })
    expect(pending).toMatchObject({ state: 'expired', closedReason: 'gigCancelled' })
    expect((await noticesOf(f.artist.user.id, booked.id)).totalDocs).toBe(1)
    expect((await noticesOf(f.organizer.user.id, booked.id)).totalDocs).toBe(1)
    await runQueuedJobs(payload)
    const mails = await mailTo(f.artist.user.email)
    expect(mails.length - mailsBefore).toBe(1)
    expect(mails.at(-1)!.subject).toContain('İptal Gecesi')
    expect(mails.at(-1)!.text).toContain('Gig iptal edildi.')
    const organizerMails = await mailTo(f.organizer.user.email)
    expect(organizerMails.length - organizerMailsBefore).toBe(1)
    expect(organizerMails.at(-1)!.text).toContain('The gig was cancelled.')
    expect(organizerMails.at(-1)!.text).not.toContain('Gig iptal edildi.')
    await payload.update({ collection: 'users', id: f.organizer.user.id, data: { locale: 'tr' } })
    expect(await bookingsCalendar(payload, secret)).not.toContain(`booking-${booking.id}@`)
  })

  it('a second cancel changes and tells nothing more', async () => {
    const gig = await makeGig(payload, f.organizer.user, { slots: 1 })
    const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    expect((await market.answer(f.organizer.token, app.id, 'accept')).status).toBe(200)
    expect((await deleteGig(gig.id, f.organizer.token)).status).toBe(200)
    expect((await deleteGig(gig.id, f.organizer.token)).status).toBe(200)
    expect((await noticesOf(f.artist.user.id, app.id)).totalDocs).toBe(1)
  })
})
