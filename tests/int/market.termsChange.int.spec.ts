import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as myBookingsRoute from '../../src/app/api/me/bookings/route'
import type { Gig } from '../../src/payload-types'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { apiRequest, params, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { terms } from '../helpers/termsApi'

let payload: Payload
let f: MarketFixture
let gig: Gig
let bookingId: number
let proposedAt: string

const body = (overrides: Record<string, unknown> = {}) => ({
  setLengthMinutes: 60,
  setAt: gig.date,
  provides: { pa: true },
  cancellationPolicy: 'flexible',
  ...overrides,
})

const noticesOf = async (user: number, type: string) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { user: { equals: user }, type: { equals: type } },
      limit: 50,
    })
  ).totalDocs

const requestOf = async (token: string) =>
  ((await terms.get(token, bookingId)).body.data as { termsChangeRequest: unknown })
    .termsChangeRequest

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  // The organizer reads mail in English; the artist writes from a Turkish page.
  await payload.update({ collection: 'users', id: f.organizer.user.id, data: { locale: 'en' } })
  gig = await makeGig(payload, f.organizer.user, {
    title: 'Avlu Akşamı',
    fee: { type: 'fixed', amount: 500_000 },
  })
  const app = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
  await market.answer(f.organizer.token, app.id, 'accept')
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { application: { equals: app.id } },
  })
  bookingId = docs[0]!.id
})

// Every test below sends fewer than the thread's 10 a minute; each starts its own count.
beforeEach(() => resetRateLimits())

afterAll(async () => {
  await cleanupMarket(payload, f)
})

describe('asking for a change to the terms', () => {
  it('nothing proposed yet: nothing to answer (409)', async () => {
    const reply = await terms.askChange(f.artist.token, bookingId, { message: 'Saat 22?' })
    expect(reply).toMatchObject({
      status: 409,
      body: { message: 'There are no proposed terms to answer.' },
    })
  })

  it('only the booked artist asks: the organizer 403, outsiders 404, no session 401', async () => {
    const proposed = await terms.propose(f.organizer.token, bookingId, body())
    expect(proposed.status).toBe(200)
    proposedAt = (await payload.findByID({ collection: 'bookings', id: bookingId })).terms!
      .proposedAt!
    const ask = { message: 'Set 22:00’de başlayabilir mi?' }
    expect(await terms.askChange(f.organizer.token, bookingId, ask)).toMatchObject({
      status: 403,
      body: { message: 'Only the booked artist can answer the terms.' },
    })
    for (const outsider of [f.otherArtist, f.otherOrganizer, f.fan])
      expect((await terms.askChange(outsider.token, bookingId, ask)).status).toBe(404)
    expect((await terms.askChange(undefined, bookingId, ask)).status).toBe(401)
    expect((await terms.askChange(f.artist.token, 999_999_999, ask)).status).toBe(404)
    expect(await requestOf(f.organizer.token)).toBeNull()
  })

  it.each([
    [{}, 'en', 'Write what you would like changed.'],
    [{ message: '   ' }, 'en', 'Write what you would like changed.'],
    [{ message: 42 }, 'en', 'Write what you would like changed.'],
    [{ message: '' }, 'tr', 'Neyin değişmesini istediğinizi yazın.'],
    [{ message: 'x'.repeat(2001) }, 'tr', 'Mesaj en fazla 2.000 karakter olabilir.'],
    [{ message: 'x'.repeat(2001) }, 'en', 'The message can be at most 2,000 characters.'],
  ])('%j (%s) is a 400 naming the message field', async (input, locale, message) => {
    const reply = await terms.askChange(f.artist.token, bookingId, input, locale)
    expect(reply).toMatchObject({ status: 400, body: { field: 'message', message } })
  })

  it('a stale proposal is refused; the current one keeps the request and tells the organizer', async () => {
    const stale = await terms.askChange(f.artist.token, bookingId, {
      message: 'Saat 22?',
      proposedAt: '2020-01-01T00:00:00.000Z',
    })
    expect(stale).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('changed') },
    })
    const reply = await terms.askChange(
      f.artist.token,
      bookingId,
      { message: '  Set 22:00’de başlayabilir mi?\nBir de yemek olsa iyi olur.  ', proposedAt },
      'tr',
    )
    expect(reply).toMatchObject({
      status: 200,
      body: {
        message: 'Değişiklik isteğiniz organizatöre gönderildi.',
        data: {
          termsStatus: 'proposed',
          termsChangeRequest: {
            message: 'Set 22:00’de başlayabilir mi?\nBir de yemek olsa iyi olur.',
          },
        },
      },
    })
    // The organizer reads it on the booking, and is told once, in English.
    expect(await requestOf(f.organizer.token)).toMatchObject({
      message: 'Set 22:00’de başlayabilir mi?\nBir de yemek olsa iyi olur.',
      at: expect.any(String),
    })
    expect(await noticesOf(f.organizer.user.id, 'termsChangeRequested')).toBe(1)
    // So does their bookings list, which their dashboard lifts to "Waiting for your answer".
    const list = await readBody(
      await myBookingsRoute.GET(
        apiRequest('/api/me/bookings', { token: f.organizer.token }),
        params({}),
      ),
    )
    expect((list.data as { id: number }[]).find((b) => b.id === bookingId)).toMatchObject({
      termsStatus: 'proposed',
      termsChangeRequest: { message: 'Set 22:00’de başlayabilir mi?\nBir de yemek olsa iyi olur.' },
    })
    await runQueuedJobs(payload)
    const mails = await mailTo(f.organizer.user.email)
    const mail = mails.find((m) => m.subject.includes('A change to the terms for “Avlu Akşamı”'))
    expect(mail?.text).toContain('Set 22:00’de başlayabilir mi?')
    expect(mail?.text).toContain('change the terms and send them again')
  })

  it('two identical requests at once are stored and told once', async () => {
    const ask = { message: 'Saat 23 olabilir mi?', proposedAt }
    const replies = await Promise.all([
      terms.askChange(f.artist.token, bookingId, ask),
      terms.askChange(f.artist.token, bookingId, ask),
    ])
    expect(replies.map((r) => r.status)).toEqual([200, 200])
    expect(await noticesOf(f.organizer.user.id, 'termsChangeRequested')).toBe(2)
  })

  it('the organizer proposing again, even the same terms, answers and clears the request', async () => {
    const before = await noticesOf(f.artist.user.id, 'termsProposed')
    const again = await terms.propose(f.organizer.token, bookingId, body())
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ termsStatus: 'proposed', termsChangeRequest: null })
    expect(await noticesOf(f.artist.user.id, 'termsProposed')).toBe(before + 1)
    // The same terms once more, with no request pending: nothing changes, nobody is told.
    await terms.propose(f.organizer.token, bookingId, body())
    expect(await noticesOf(f.artist.user.id, 'termsProposed')).toBe(before + 1)
  })

  it('confirming after a request clears it; confirmed terms have nothing to answer', async () => {
    await terms.askChange(f.artist.token, bookingId, { message: 'Bir daha düşünelim.' })
    const confirmed = await terms.confirm(f.artist.token, bookingId)
    expect(confirmed.body.data).toMatchObject({
      termsStatus: 'confirmed',
      termsChangeRequest: null,
    })
    const stored = await payload.findByID({ collection: 'bookings', id: bookingId })
    expect(stored.terms?.changeRequest ?? null).toBeNull()
    expect(
      (await terms.askChange(f.artist.token, bookingId, { message: 'Geç kaldım' })).status,
    ).toBe(409)
  })
})
