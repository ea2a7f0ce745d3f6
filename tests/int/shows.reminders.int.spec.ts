import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as gigRoute from '../../src/app/api/gigs/[id]/route'
import { istanbulDayStart } from '../../src/lib/market/istanbulTime'
import { remindShows } from '../../src/server/market/shows/remindShows'
import { apiRequest, params } from '../helpers/api'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import { bookedGig, shows } from '../helpers/shows'

let payload: Payload
let f: MarketFixture
const HOUR = 60 * 60 * 1000

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  process.env.RATE_LIMIT_GOING = '1000/60'
  await payload.update({ collection: 'users', id: f.fan.user.id, data: { locale: 'en' } })
})
afterAll(() => cleanupMarket(payload, f))

/** A show 40 days ahead at 21:00 Istanbul time, and 09:00 of the day before it (the clock). */
let showsMade = 0

/** A show the fan is going to, 40 days ahead or later: each on a day of its own (one artist). */
async function goingToShow() {
  const day = istanbulDayStart(new Date(Date.now() + (40 + showsMade++) * 24 * HOUR))
  const gig = await bookedGig(payload, f, {
    city: 'kars',
    date: new Date(day.getTime() + 21 * HOUR).toISOString(),
  })
  expect((await shows.going(f.fan.token, gig.id)).status).toBe(200)
  return { gig, dayBefore: new Date(day.getTime() - 24 * HOUR + 9 * HOUR) }
}

const noticesOf = (gigId: number, type: 'showReminder' | 'showCancelled') =>
  payload.find({
    collection: 'notifications',
    where: {
      and: [
        { user: { equals: f.fan.user.id } },
        { gig: { equals: gigId } },
        { type: { equals: type } },
      ],
    },
  })

describe('the day-before reminder', () => {
  it('goes to each going fan once, in their language, leading to the show', async () => {
    const { gig, dayBefore } = await goingToShow()
    // Two days before: not yet.
    await remindShows(payload, new Date(dayBefore.getTime() - 24 * HOUR))
    expect((await noticesOf(gig.id, 'showReminder')).totalDocs).toBe(0)
    expect(await remindShows(payload, dayBefore)).toBeGreaterThanOrEqual(1)
    // The same day's second run, and a later hour, send nothing again.
    await remindShows(payload, dayBefore)
    await remindShows(payload, new Date(dayBefore.getTime() + 5 * HOUR))
    const { docs } = await noticesOf(gig.id, 'showReminder')
    expect(docs).toHaveLength(1)
    await runQueuedJobs(payload)
    const mails = (await mailTo(f.fan.user.email)).filter((m) => m.subject.includes('Reminder'))
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain(gig.title)
    expect(mails[0].text).toContain(`/en/shows/${gig.id}`)
  })

  it('is never sent for a cancelled show, whose going fans hear it is off', async () => {
    const { gig, dayBefore } = await goingToShow()
    const cancel = await gigRoute.PUT(
      apiRequest(`/api/gigs/${gig.id}`, {
        method: 'PUT',
        token: f.organizer.token,
        body: { status: 'cancelled' },
      }),
      params({ id: String(gig.id) }),
    )
    expect(cancel.status).toBe(200)
    await runQueuedJobs(payload)
    await runQueuedJobs(payload)
    expect((await noticesOf(gig.id, 'showCancelled')).totalDocs).toBe(1)
    await remindShows(payload, dayBefore)
    expect((await noticesOf(gig.id, 'showReminder')).totalDocs).toBe(0)
    const mails = await mailTo(f.fan.user.email)
    expect(
      mails.some((m) => m.subject.includes(`“${gig.title}”`) && m.subject.includes('cancelled')),
    ).toBe(true)
  })
})
