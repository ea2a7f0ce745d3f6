import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingsCalendar, calendarSecret } from '../../src/server/market'
import type { Gig } from '../../src/payload-types'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'
import { hoursFrom, terms } from '../helpers/termsApi'

let payload: Payload
let f: MarketFixture
let gig: Gig
let bookingId: number

/** Terms an organizer might propose: load-in 4 h before, soundcheck 3 h before, doors 1 h before, the set at the start. */
const body = (overrides: Record<string, unknown> = {}) => ({
  setLengthMinutes: 75,
  loadInAt: hoursFrom(gig.date, -4),
  soundcheckAt: hoursFrom(gig.date, -3),
  doorsAt: hoursFrom(gig.date, -1),
  setAt: gig.date,
  provides: { backline: true, pa: true, drinks: true },
  cancellationPolicy: 'moderate',
  ...overrides,
})

const noticesOf = async (user: number) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { user: { equals: user } },
      limit: 50,
    })
  ).docs.map((doc) => doc.type)

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  gig = await makeGig(payload, f.organizer.user, {
    title: 'Çarşı Işıkları',
    fee: { type: 'range', min: 300_000, max: 600_000 },
  })
  const app = (
    await market.apply(f.artist.token, gig.id, { message: 'Merhaba', proposedFee: 450_000 })
  ).body.data as { id: number }
  await market.answer(f.organizer.token, app.id, 'accept')
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { application: { equals: app.id } },
  })
  bookingId = docs[0]!.id
})

afterAll(async () => {
  await cleanupMarket(payload, f)
})

describe('who reads and writes the terms', () => {
  it('the two parties and admins read the booking; anyone else gets 404, no session 401', async () => {
    for (const side of [f.artist, f.organizer, f.admin]) {
      const reply = await terms.get(side.token, bookingId)
      expect(reply.status).toBe(200)
      expect(reply.body.data).toMatchObject({ id: bookingId, termsStatus: 'none', terms: null })
    }
    for (const outsider of [f.otherArtist, f.otherOrganizer, f.fan])
      expect((await terms.get(outsider.token, bookingId)).status).toBe(404)
    expect((await terms.get(undefined, bookingId)).status).toBe(401)
    expect((await terms.get(f.artist.token, 999_999_999)).status).toBe(404)
  })

  it('only the organizer proposes (the artist 403, outsiders 404) and only the artist confirms', async () => {
    expect((await terms.propose(f.artist.token, bookingId, body())).status).toBe(403)
    for (const outsider of [f.otherOrganizer, f.fan, f.otherArtist]) {
      expect((await terms.propose(outsider.token, bookingId, body())).status).toBe(404)
      expect((await terms.confirm(outsider.token, bookingId)).status).toBe(404)
      expect(await (await terms.pdf(outsider.token, bookingId)).status).toBe(404)
    }
    expect((await terms.confirm(f.organizer.token, bookingId)).status).toBe(403)
    // Nothing proposed yet: nothing to confirm.
    expect((await terms.confirm(f.artist.token, bookingId)).status).toBe(409)
  })
})

describe('checking what is proposed', () => {
  it.each([
    [{ setAt: undefined }, 'setAt', 'Give a valid time.'],
    [{ setAt: 'dün akşam' }, 'setAt', 'Give a valid time.'],
    [
      { setLengthMinutes: 5 },
      'setLengthMinutes',
      'The set length must be between 10 and 600 minutes.',
    ],
    [{ cancellationPolicy: 'lenient' }, 'cancellationPolicy', 'Choose a cancellation policy.'],
    [
      { fee: { type: 'fixed', amount: -100 } },
      'fee.amount',
      'The fee must be a whole amount between 0 and 10,000,000.',
    ],
    [{ fee: { type: 'fixed' } }, 'fee.amount', "Give the fee's amount."],
    [{ loadInAt: 'X', soundcheckAt: null }, 'loadInAt', 'Give a valid time.'],
  ])('%j is a 400 naming %s', async (overrides, field, message) => {
    const reply = await terms.propose(f.organizer.token, bookingId, body(overrides))
    expect(reply).toMatchObject({ status: 400, body: { field, message } })
  })

  it('times lie within 24 h before the start and 12 h after, in order', async () => {
    const early = await terms.propose(
      f.organizer.token,
      bookingId,
      body({ loadInAt: hoursFrom(gig.date, -25) }),
    )
    expect(early).toMatchObject({ status: 400, body: { field: 'loadInAt' } })
    const late = await terms.propose(
      f.organizer.token,
      bookingId,
      body({ setAt: hoursFrom(gig.date, 13) }),
    )
    expect(late).toMatchObject({ status: 400, body: { field: 'setAt' } })
    const order = await terms.propose(
      f.organizer.token,
      bookingId,
      body({ soundcheckAt: hoursFrom(gig.date, -5) }),
    )
    expect(order).toMatchObject({
      status: 400,
      body: {
        field: 'soundcheckAt',
        message: 'Load-in, soundcheck, doors and set must come in that order.',
      },
    })
    // Doors open after the soundcheck and before the set.
    const doorsAfterSet = await terms.propose(
      f.organizer.token,
      bookingId,
      body({ doorsAt: hoursFrom(gig.date, 0.5) }),
    )
    expect(doorsAfterSet).toMatchObject({ status: 400, body: { field: 'setAt' } })
    const doorsBeforeSoundcheck = await terms.propose(
      f.organizer.token,
      bookingId,
      body({ doorsAt: hoursFrom(gig.date, -3.5) }),
    )
    expect(doorsBeforeSoundcheck).toMatchObject({ status: 400, body: { field: 'doorsAt' } })
    const turkish = await terms.propose(
      f.organizer.token,
      bookingId,
      body({ setLengthMinutes: 0 }),
      'tr',
    )
    expect(turkish.body.message).toBe('Set süresi 10 ile 600 dakika arasında olmalıdır.')
    expect((await terms.get(f.organizer.token, bookingId)).body.data).toMatchObject({
      termsStatus: 'none',
    })
  })
})

describe('proposed, confirmed, proposed again', () => {
  let proposedAt: string

  it('the organizer proposes: the fee defaults to the accepted proposed fee, the artist is told', async () => {
    const reply = await terms.propose(f.organizer.token, bookingId, body())
    expect(reply.status).toBe(200)
    expect(reply.body.data).toMatchObject({
      termsStatus: 'proposed',
      terms: {
        fee: { type: 'fixed', amount: 450_000 },
        setLengthMinutes: 75,
        doorsAt: hoursFrom(gig.date, -1),
        setAt: gig.date,
        provides: { backline: true, pa: true, soundEngineer: false, drinks: true, meals: false },
        cancellationPolicy: 'moderate',
      },
    })
    expect(await noticesOf(f.artist.user.id)).toContain('termsProposed')
    const stored = await payload.findByID({ collection: 'bookings', id: bookingId })
    proposedAt = stored.terms!.proposedAt!
    const artistView = await terms.get(f.artist.token, bookingId)
    expect(artistView.body.data).toMatchObject({ termsStatus: 'proposed' })
  })

  it('the artist confirms what they read; a stale proposal is refused', async () => {
    const stale = await terms.confirm(f.artist.token, bookingId, {
      proposedAt: '2020-01-01T00:00:00.000Z',
    })
    expect(stale).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('changed') },
    })
    const reply = await terms.confirm(f.artist.token, bookingId, { proposedAt })
    expect(reply).toMatchObject({ status: 200, body: { data: { termsStatus: 'confirmed' } } })
    expect((reply.body.data as { terms: unknown }).terms).toMatchObject({ setLengthMinutes: 75 })
    expect(await noticesOf(f.organizer.user.id)).toContain('termsConfirmed')
  })

  it('the same terms again change nothing; a change goes back to proposed', async () => {
    const same = await terms.propose(f.organizer.token, bookingId, body())
    expect(same.body.data).toMatchObject({ termsStatus: 'confirmed' })
    const changed = await terms.propose(
      f.organizer.token,
      bookingId,
      body({ fee: { type: 'fixed', amount: 500_000 }, provides: { pa: true } }),
    )
    expect(changed.body.data).toMatchObject({
      termsStatus: 'proposed',
      terms: { fee: { amount: 500_000 }, provides: { backline: false, pa: true } },
    })
    expect((await terms.confirm(f.artist.token, bookingId)).body.data).toMatchObject({
      termsStatus: 'confirmed',
    })
  })

  it('a gig with a range and no proposed fee needs the amount', async () => {
    const other = await makeGig(payload, f.organizer.user, {
      fee: { type: 'range', min: 100, max: 200 },
    })
    const app = (await market.apply(f.otherArtist.token, other.id)).body.data as { id: number }
    await market.answer(f.organizer.token, app.id, 'accept')
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { application: { equals: app.id } },
    })
    const saved = gig
    gig = other
    const reply = await terms.propose(f.organizer.token, docs[0]!.id, body())
    gig = saved
    expect(reply).toMatchObject({ status: 400, body: { field: 'fee' } })
  })
})

describe('the confirmation on paper and in the calendar', () => {
  it('is a private PDF with an ASCII file name', async () => {
    const response = await terms.pdf(f.artist.token, bookingId)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="sahne-booking-${bookingId}.pdf"`,
    )
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBeGreaterThan(2000)
    expect((await terms.pdf(undefined, bookingId)).status).toBe(401)
  })

  it("the bookings feed's event carries the load-in, soundcheck, doors and set times", async () => {
    const ics = await bookingsCalendar(payload, await calendarSecret(payload, f.artist.user))
    const event = ics!.split('BEGIN:VEVENT').find((part) => part.includes(`booking-${bookingId}@`))!
    const unfolded = event.replace(/\r\n /g, '')
    const clock = (hours: number) =>
      new Intl.DateTimeFormat('tr-TR', {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Istanbul',
      }).format(new Date(hoursFrom(gig.date, hours)))
    expect(unfolded).toContain(`Yükleme`)
    expect(unfolded).toContain(clock(-4))
    expect(unfolded).toContain(`Ses kontrolü`)
    expect(unfolded).toContain(clock(-3))
    expect(unfolded).toContain(`Kapı`)
    expect(unfolded).toContain(clock(-1))
    expect(unfolded).toContain(`Set`)
    expect(unfolded).toContain(clock(0))
    expect(unfolded).toContain('75 dk')
  })
})
