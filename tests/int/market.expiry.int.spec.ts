import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sweepMarketStates } from '../../src/server/market'
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

let payload: Payload
let f: MarketFixture

const DAY = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(Date.now() + days * DAY)

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  // One artist reads English, the other keeps the default (Turkish).
  await payload.update({ collection: 'users', id: f.otherArtist.user.id, data: { locale: 'en' } })
})

afterAll(async () => {
  await cleanupMarket(payload, f)
})

const applicationOf = (id: number) => payload.findByID({ collection: 'applications', id })
const noticesOf = async (user: number) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { user: { equals: user } },
      limit: 50,
    })
  ).docs

describe('an answer to every application: the deadline closes what waits', () => {
  it('stays pending before the deadline and closes as deadlinePassed once the clock passes it', async () => {
    const gig = await makeGig(payload, f.organizer.user, {
      title: 'Şişli Işık Gecesi',
      deadline: daysFromNow(2),
    })
    const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }

    await sweepMarketStates(payload, gig.id, inDays(1))
    expect(await applicationOf(app.id)).toMatchObject({ state: 'pending' })

    await sweepMarketStates(payload, gig.id, inDays(3))
    expect(await applicationOf(app.id)).toMatchObject({
      state: 'expired',
      closedReason: 'deadlinePassed',
    })
    const notices = await noticesOf(f.artist.user.id)
    expect(notices.map((notice) => notice.type)).toContain('applicationExpired')
  })

  it('without a deadline, the start is the deadline', async () => {
    const gig = await makeGig(payload, f.organizer.user, { date: daysFromNow(5) })
    const app = (await market.apply(f.otherArtist.token, gig.id)).body.data as { id: number }
    await sweepMarketStates(payload, gig.id, inDays(4))
    expect(await applicationOf(app.id)).toMatchObject({ state: 'pending' })
    await sweepMarketStates(payload, gig.id, inDays(6))
    expect(await applicationOf(app.id)).toMatchObject({
      state: 'expired',
      closedReason: 'deadlinePassed',
    })
  })

  it("the artist's mail is queued, not sent inline, and written in the artist's language", async () => {
    const tr = await makeGig(payload, f.organizer.user, {
      title: 'Kadıköy İskele Akşamı',
      deadline: daysFromNow(1),
    })
    const en = await makeGig(payload, f.organizer.user, {
      title: 'Moda Pier Evening',
      deadline: daysFromNow(1),
    })
    await market.apply(f.artist.token, tr.id)
    await market.apply(f.otherArtist.token, en.id)
    await runQueuedJobs(payload)
    const before = {
      tr: (await mailTo(f.artist.user.email)).length,
      en: (await mailTo(f.otherArtist.user.email)).length,
    }
    await sweepMarketStates(payload, tr.id, inDays(2))
    await sweepMarketStates(payload, en.id, inDays(2))
    expect(await mailTo(f.artist.user.email)).toHaveLength(before.tr)

    await runQueuedJobs(payload)
    const trMail = (await mailTo(f.artist.user.email)).find((m) =>
      m.subject?.includes('Kadıköy İskele Akşamı'),
    )
    expect(trMail?.subject).toBe('Sahne: “Kadıköy İskele Akşamı” başvurunuz kapandı')
    expect(trMail?.text).toContain(
      'Kadıköy Sahne mekânındaki “Kadıköy İskele Akşamı” gigine gösterdiğiniz ilgi için teşekkür ederiz: son tarih yanıt verilmeden geçtiği için başvurunuz kapandı.',
    )
    const enMail = (await mailTo(f.otherArtist.user.email)).find((m) =>
      m.subject?.includes('Moda Pier Evening'),
    )
    expect(enMail?.subject).toBe('Sahne: Your application to “Moda Pier Evening” has closed')
    expect(enMail?.text).toContain(
      'Thank you for your interest in “Moda Pier Evening” at Kadıköy Sahne: its deadline passed without an answer, so your application closed.',
    )
  })

  it('an unanswered invitation closes too, telling no one', async () => {
    const gig = await makeGig(payload, f.organizer.user, { deadline: daysFromNow(1) })
    const invited = await market.invite(f.organizer.token, f.artist.profile.slug!, gig.id)
    const id = (invited.body.data as { id: number }).id
    const before = (await noticesOf(f.artist.user.id)).length
    await sweepMarketStates(payload, gig.id, inDays(2))
    expect(await applicationOf(id)).toMatchObject({
      state: 'expired',
      closedReason: 'deadlinePassed',
    })
    expect(await noticesOf(f.artist.user.id)).toHaveLength(before)
  })

  it('answered ones are left as they were', async () => {
    const gig = await makeGig(payload, f.organizer.user, { deadline: daysFromNow(1), slots: 2 })
    const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    expect((await market.answer(f.organizer.token, app.id, 'decline')).status).toBe(200)
    await sweepMarketStates(payload, gig.id, inDays(2))
    expect(await applicationOf(app.id)).toMatchObject({ state: 'declined', closedReason: null })
  })

  it('the scheduled sweepMarketStates job closes them by the real clock', async () => {
    const gig = await makeGig(payload, f.organizer.user, { deadline: daysFromNow(1) })
    const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    // The deadline moves into the past as if a day had gone by (the panel's write, rules aside).
    await payload.db.updateOne({
      collection: 'gigs',
      id: gig.id,
      data: { deadline: daysFromNow(-0.01) },
    })
    await payload.jobs.queue({ task: 'sweepMarketStates', input: {} })
    await runQueuedJobs(payload)
    expect(await applicationOf(app.id)).toMatchObject({
      state: 'expired',
      closedReason: 'deadlinePassed',
    })
  })
})
