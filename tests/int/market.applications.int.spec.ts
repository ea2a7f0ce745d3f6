import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  cleanupMarket,
  daysFromNow,
  makeGig,
  type MarketFixture,
  seedMarket,
} from '../helpers/market'
import { runQueuedJobs } from '../helpers/jobs'
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

const notificationsOf = async (userId: number) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { user: { equals: userId } },
      depth: 0,
    })
  ).docs.map((n) => n.type)

describe('POST /api/gigs/{id}/applications', () => {
  it('files a pending application with message and fee and tells the organizer', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    const { status, body } = await market.apply(f.artist.token, gig.id, {
      message: 'Akustik set, 45 dakika.',
      proposedFee: 500_000,
    })
    expect(status).toBe(201)
    expect(body.data).toMatchObject({ kind: 'application', state: 'pending', proposedFee: 500_000 })
    expect(await notificationsOf(f.organizer.user.id)).toContain('applicationReceived')
    const again = await market.apply(f.artist.token, gig.id)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(
      'This artist already has an application or invitation for this gig.',
    )
  })

  it('refuses closed gigs, saying why, in the request language', async () => {
    const past = await makeGig(payload, f.organizer.user, { deadline: daysFromNow(-1) })
    expect((await market.apply(f.artist.token, past.id)).body.message).toBe(
      'The application deadline for this gig has passed.',
    )
    const started = await makeGig(payload, f.organizer.user, { date: daysFromNow(-1) })
    expect((await market.apply(f.artist.token, started.id)).status).toBe(409)
    const cancelled = await makeGig(payload, f.organizer.user, { status: 'cancelled' })
    const reply = await market.apply(f.artist.token, cancelled.id)
    expect(reply).toMatchObject({ status: 409, body: { message: 'This gig has been cancelled.' } })
  })

  it('only takes artists with a public profile', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    expect((await market.apply(f.hiddenArtist.token, gig.id)).status).toBe(409)
    expect((await market.apply(f.organizer.token, gig.id)).status).toBe(403)
    expect((await market.apply(f.fan.token, gig.id)).status).toBe(403)
    expect((await market.apply(f.artist.token, 999999)).status).toBe(404)
  })

  it('refuses a proposed fee above the site-wide ceiling', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    const reply = await market.apply(f.artist.token, gig.id, {
      message: 'Çalmak isteriz.',
      proposedFee: 1_000_000_100,
    })
    expect(reply).toMatchObject({
      status: 400,
      body: {
        message: 'The proposed fee must be a whole amount in TRY between 0 and 10,000,000.',
        // Named, so the form shows it beside the fee.
        field: 'proposedFee',
      },
    })
  })

  it('refuses an empty or too long message', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    expect((await market.apply(f.artist.token, gig.id, { message: '  ' })).status).toBe(400)
    const long = { message: 'a'.repeat(2001) }
    expect((await market.apply(f.artist.token, gig.id, long)).body).toMatchObject({
      message: 'A message can be at most 2,000 characters long.',
      field: 'message',
    })
  })
})

describe('answers and their refusals', () => {
  it('the organizer accepts: a confirmed booking, the gig filled, the artist told', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    const mine = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    const theirs = (await market.apply(f.otherArtist.token, gig.id)).body.data as { id: number }
    const accepted = await market.answer(f.organizer.token, mine.id, 'accept')
    expect(accepted.status).toBe(200)
    const bookings = await payload.find({
      collection: 'bookings',
      where: { gig: { equals: gig.id } },
    })
    expect(bookings.docs.map((b) => b.state)).toEqual(['confirmed'])
    expect((await payload.findByID({ collection: 'gigs', id: gig.id })).status).toBe('filled')
    const other = await payload.findByID({ collection: 'applications', id: theirs.id })
    expect(other).toMatchObject({ state: 'declined', closedReason: 'gigFilled' })
    // The declines go through the queue: the answer did not wait for them.
    expect(await notificationsOf(f.otherArtist.user.id)).not.toContain('declined')
    await runQueuedJobs(payload)
    expect(await notificationsOf(f.otherArtist.user.id)).toContain('declined')
    expect(await notificationsOf(f.artist.user.id)).toContain('accepted')
    const twice = await market.answer(f.organizer.token, mine.id, 'accept', 'tr')
    expect(twice).toMatchObject({ status: 409, body: { message: 'Zaten kabul edildi.' } })
  })

  it('only the receiver answers and only the sender withdraws', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    const selfAccept = await market.answer(f.artist.token, app.id, 'accept')
    expect(selfAccept).toMatchObject({
      status: 409,
      body: { message: 'Only the one who received it can accept or decline it.' },
    })
    expect((await market.answer(f.organizer.token, app.id, 'withdraw')).status).toBe(409)
    expect((await market.answer(f.artist.token, app.id, 'withdraw')).status).toBe(200)
    expect(await notificationsOf(f.organizer.user.id)).toContain('withdrawn')
    const late = await market.answer(f.organizer.token, app.id, 'decline', 'tr')
    expect(late).toMatchObject({ status: 409, body: { message: 'Geri çekildi.' } })
  })

  it('an invitation: from the gig organizer only, declined by the artist with a message', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    const slug = f.artist.profile.slug!
    expect((await market.invite(f.otherOrganizer.token, slug, gig.id)).status).toBe(403)
    expect(
      (await market.invite(f.organizer.token, f.hiddenArtist.profile.slug ?? 'x', gig.id)).status,
    ).toBe(404)
    const invited = await market.invite(f.organizer.token, slug, gig.id)
    expect(invited.status).toBe(201)
    const invitation = invited.body.data as { id: number }
    expect(await notificationsOf(f.artist.user.id)).toContain('invitationReceived')
    expect((await market.answer(f.organizer.token, invitation.id, 'accept')).status).toBe(409)
    const declined = await market.answer(f.artist.token, invitation.id, 'decline', 'en', {
      message: 'O tarihte turdayım.',
    })
    expect(declined.body.data).toMatchObject({
      state: 'declined',
      responseMessage: 'O tarihte turdayım.',
    })
    expect(await notificationsOf(f.organizer.user.id)).toContain('declined')
  })
})

describe('visibility: only the two parties and admins', () => {
  it('another artist, another organizer and a fan get 404; the parties and an admin see it', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    expect((await market.write(f.artist.token, app.id, 'Ses sistemi var mı?')).status).toBe(201)
    for (const outsider of [f.otherArtist, f.otherOrganizer, f.fan]) {
      expect((await market.thread(outsider.token, app.id)).status).toBe(404)
      expect((await market.write(outsider.token, app.id, 'merhaba')).status).toBe(404)
      expect((await market.answer(outsider.token, app.id, 'accept')).status).toBe(404)
      expect((await market.gigApplications(outsider.token, gig.id)).status).toBe(404)
    }
    const thread = await market.thread(f.organizer.token, app.id)
    expect(thread.body.data).toMatchObject([{ text: 'Ses sistemi var mı?', mine: false }])
    expect((await market.thread(f.admin.token, app.id)).status).toBe(200)
    expect(await notificationsOf(f.organizer.user.id)).toContain('newMessage')
    const listed = await market.gigApplications(f.organizer.token, gig.id)
    expect(listed.body.data).toMatchObject([{ id: app.id, artist: { id: f.artist.profile.id } }])
  })
})

describe('expiry', () => {
  it('a cancelled gig expires its pending applications', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    await payload.update({ collection: 'gigs', id: gig.id, data: { status: 'cancelled' } })
    const expired = await payload.findByID({ collection: 'applications', id: app.id })
    expect(expired).toMatchObject({ state: 'expired', closedReason: 'gigCancelled' })
  })

  it('a started gig expires them when they are acted upon', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    await payload.update({ collection: 'gigs', id: gig.id, data: { date: daysFromNow(-0.01) } })
    const reply = await market.answer(f.organizer.token, app.id, 'accept')
    expect(reply).toMatchObject({ status: 409, body: { message: 'It has expired.' } })
  })

  it('the minute job expires the pending ones of a started gig and completes its booking once over', async () => {
    const gig = await makeGig(payload, f.organizer.user, { slots: 2 })
    const booked = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    const waiting = (await market.apply(f.otherArtist.token, gig.id)).body.data as { id: number }
    expect((await market.answer(f.organizer.token, booked.id, 'accept')).status).toBe(200)
    await payload.update({ collection: 'gigs', id: gig.id, data: { date: daysFromNow(-1) } })

    await payload.jobs.queue({ task: 'sweepMarketStates', input: {} })
    await runQueuedJobs(payload)

    const pending = await payload.findByID({ collection: 'applications', id: waiting.id })
    expect(pending).toMatchObject({ state: 'expired', closedReason: 'deadlinePassed' })
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { gig: { equals: gig.id } },
    })
    expect(docs.map((booking) => booking.state)).toEqual(['completed'])
  })

  it("Payload's scheduler queues that job to run within the minute", async () => {
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sweepMarketStates' } },
    })
    // Bounded by the moments around the scheduling, not by a read after it (by then the next
    // minute may have come on a loaded machine).
    const before = Date.now()
    await payload.jobs.handleSchedules({ queue: 'default' })
    const after = Date.now()
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sweepMarketStates' } },
    })
    expect(docs).toHaveLength(1)
    const due = new Date(docs[0].waitUntil!).getTime()
    expect(due).toBeGreaterThan(before)
    expect(due).toBeLessThanOrEqual(after + 60_000)
  })
})
