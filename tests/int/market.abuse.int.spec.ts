import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture
let addresses = 0
/** A client address of its own, so no other test's requests count toward this one's limit. */
const from = () => ({ 'x-forwarded-for': `203.0.113.${++addresses}` })

const pendingApplication = async () => {
  const gig = await makeGig(payload, f.organizer.user)
  return (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
}

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  process.env.RATE_LIMIT_MESSAGES = '3/60'
  process.env.RATE_LIMIT_INVITATIONS = '2/60'
})
beforeEach(() => resetRateLimits())
afterAll(async () => {
  delete process.env.RATE_LIMIT_MESSAGES
  delete process.env.RATE_LIMIT_INVITATIONS
  await cleanupMarket(payload, f)
})

describe('POST /api/applications/{id}/messages', () => {
  it('is limited per account: a new address does not lift it; 429 with Retry-After', async () => {
    const app = await pendingApplication()
    for (let i = 0; i < 3; i++)
      expect((await market.write(f.artist.token, app.id, `Mesaj ${i}`, from())).status).toBe(201)
    const refused = await market.write(f.artist.token, app.id, 'Bir tane daha', from())
    expect(refused.status).toBe(429)
    expect(refused.body.message).toEqual(expect.any(String))
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('is limited per address: another account behind it is refused too', async () => {
    const app = await pendingApplication()
    const address = from()
    for (let i = 0; i < 3; i++)
      expect((await market.write(f.artist.token, app.id, `Mesaj ${i}`, address)).status).toBe(201)
    expect((await market.write(f.organizer.token, app.id, 'Yanıt', address)).status).toBe(429)
    expect((await market.write(f.organizer.token, app.id, 'Yanıt', from())).status).toBe(201)
  })

  it.each(['withdraw', 'decline'] as const)(
    'is refused with a 409 once the application is closed (%s)',
    async (answer) => {
      const app = await pendingApplication()
      const token = answer === 'withdraw' ? f.artist.token : f.organizer.token
      expect((await market.answer(token, app.id, answer)).status).toBe(200)
      const refused = await market.write(f.artist.token, app.id, 'Hâlâ burada mısınız?', from())
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe('This application is closed; no more messages can be sent.')
      const thread = await market.thread(f.organizer.token, app.id)
      expect(thread.body.data).toEqual([])
    },
  )

  it('stays open for a booked pair (accepted)', async () => {
    const app = await pendingApplication()
    expect((await market.answer(f.organizer.token, app.id, 'accept')).status).toBe(200)
    expect((await market.write(f.artist.token, app.id, 'Görüşmek üzere', from())).status).toBe(201)
  })

  it('folds a burst into one notice and one mail to the other party', async () => {
    const app = await pendingApplication()
    await runQueuedJobs(payload)
    const before = (await mailTo(f.organizer.user.email)).length
    for (const text of ['Merhaba', 'Bir şey daha', 'Ve son olarak'])
      expect((await market.write(f.artist.token, app.id, text, from())).status).toBe(201)
    const notices = await payload.find({
      collection: 'notifications',
      where: {
        and: [
          { user: { equals: f.organizer.user.id } },
          { application: { equals: app.id } },
          { type: { equals: 'newMessage' } },
        ],
      },
    })
    expect(notices.totalDocs).toBe(1)
    await runQueuedJobs(payload)
    expect((await mailTo(f.organizer.user.email)).length - before).toBe(1)
    // Once read, the next message tells them again (a fresh minute for the limit).
    resetRateLimits()
    await payload.update({
      collection: 'notifications',
      id: notices.docs[0].id,
      data: { readAt: new Date().toISOString() },
    })
    expect((await market.write(f.artist.token, app.id, 'Okudunuz mu?', from())).status).toBe(201)
    await runQueuedJobs(payload)
    expect((await mailTo(f.organizer.user.email)).length - before).toBe(2)
  })
})

describe('POST /api/artists/{slug}/invitations', () => {
  const invite = async (headers: Record<string, string>, token = f.organizer.token) => {
    const gig = await makeGig(payload, f.organizer.user)
    return market.invite(token, f.artist.profile.slug!, gig.id, 'Bize gelir misiniz?', headers)
  }

  it('is limited per account: a new address does not lift it; 429 with Retry-After', async () => {
    expect((await invite(from())).status).toBe(201)
    expect((await invite(from())).status).toBe(201)
    const refused = await invite(from())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('is limited per address: another account behind it is refused too', async () => {
    const address = from()
    expect((await invite(address)).status).toBe(201)
    expect((await invite(address)).status).toBe(201)
    expect((await invite(address, f.otherOrganizer.token)).status).toBe(429)
  })
})
