import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as exportRoute from '../../src/app/api/me/data-export/route'
import * as downloadRoute from '../../src/app/api/my-data/[token]/route'
import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { recordConsent } from '../../src/server/legal'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, params, readBody } from '../helpers/api'
import { runQueuedJobs } from '../helpers/jobs'
import { linkIn, mailTo } from '../helpers/mailbox'
import {
  cleanupMarket,
  makeGig,
  type MarketActor,
  type MarketFixture,
  seedMarket,
} from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPayments,
  confirmedBooking,
  GOOD_IBAN,
  GOOD_TCKN,
  payBooking,
  payments,
  personPayout,
  useStandIn,
} from '../helpers/payments'
import {
  ARTIST_REVIEW,
  cleanupReviews,
  makeBooking,
  makeVenue,
  reviews,
  VENUE_REVIEW,
} from '../helpers/reviews'

let payload: Payload
let f: MarketFixture
let standIn: StandIn
const savedEnv = { ...process.env }
const SECRET_NOTE = `private-note-${Date.now().toString(36)}`
const SECRET_THREAD = `private-thread-${Date.now().toString(36)}`
let photoName = ''

const askExport = (actor: MarketActor) =>
  exportRoute.POST(
    apiRequest('/api/me/data-export?locale=en', { method: 'POST', token: actor.token }),
    undefined,
  )

const download = (token: string) =>
  downloadRoute.GET(apiRequest(`/api/my-data/${token}`), params({ token }))

/** Asks for `actor`'s export, runs the worker's queue, and downloads the zip its mail links. */
async function exportOf(actor: MarketActor) {
  const exportMails = async () =>
    (await mailTo(actor.user.email)).filter((mail) => mail.text.includes('/api/my-data/'))
  const before = (await exportMails()).length
  const asked = await askExport(actor)
  expect(asked.status).toBe(202)
  await runQueuedJobs(payload)
  const mails = await exportMails()
  expect(mails.length).toBe(before + 1)
  const link = linkIn(mails[mails.length - 1], '/api/my-data/')
  const token = link.split('/api/my-data/')[1]
  const answer = await download(token)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toBe('application/zip')
  expect(answer.headers.get('cache-control')).toContain('no-store')
  const zip = Buffer.from(await answer.arrayBuffer())
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'my-data-')), 'export.zip')
  writeFileSync(file, zip)
  // The system's unzip reads it: the archive is a real zip, not only our own idea of one.
  const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n')
  const read = (name: string) => execFileSync('unzip', ['-p', file, name], { encoding: 'utf8' })
  return { token, zip, names, data: JSON.parse(read('data.json')), page: read('index.html') }
}

beforeAll(async () => {
  process.env.RATE_LIMIT_DATA_EXPORT = '7/3600'
  process.env.RATE_LIMIT_MESSAGES = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
  standIn = await useStandIn()
  f = await seedMarket(payload)
  const me = f.organizer
  // The counterpart's secrets: payout details with an IBAN and identity number, a private
  // calendar note, and a thread with another organizer.
  expect((await payments.putPayout(f.artist.token, personPayout())).status).toBe(200)
  // Years ahead: makeGig's default days move one later per gig the worker made, and a gig on a
  // blocked day could not be booked below.
  await payload.create({
    collection: 'availability-blocks',
    data: {
      artist: f.artist.profile.id,
      user: f.artist.user.id,
      fromDay: '2031-03-01',
      toDay: '2031-03-02',
      note: SECRET_NOTE,
      source: 'manual',
    },
  })
  const elsewhere = await makeGig(payload, f.otherOrganizer.user)
  const applied = await market.apply(f.artist.token, elsewhere.id, { message: SECRET_THREAD })
  const otherThread = (applied.body.data as { id: number }).id
  expect((await market.write(f.artist.token, otherThread, `${SECRET_THREAD} again`)).status).toBe(
    201,
  )

  // My own records: a paid booking with a thread both ways, a completed one reviewed both ways,
  // a venue, a follow, a going mark, a consent and a photo.
  const { bookingId, applicationId } = await confirmedBooking(payload, f)
  expect((await market.write(me.token, applicationId, 'Ses kontrolü 18:00.')).status).toBe(201)
  expect((await market.write(f.artist.token, applicationId, 'Tamam, geliyoruz.')).status).toBe(201)
  await payBooking(me, bookingId)
  const venue = await makeVenue(payload, me)
  const done = await makeBooking(payload, f, venue)
  expect((await reviews.post(me.token, done.id, VENUE_REVIEW)).status).toBe(201)
  expect((await reviews.post(f.artist.token, done.id, ARTIST_REVIEW)).status).toBe(201)
  await payload.create({
    collection: 'follows',
    data: { follower: me.user.id, artist: f.otherArtist.profile.id },
  })
  const show = await makeGig(payload, f.otherOrganizer.user)
  await payload.create({ collection: 'goings', data: { user: me.user.id, gig: show.id } })
  await recordConsent(
    payload,
    { user: me.user.id, email: me.user.email },
    { kind: 'notice', purpose: 'account', action: 'given' },
    { ip: '127.0.0.1', screen: 'register', locale: 'tr' },
  )
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#c33' },
  })
    .png()
    .toBuffer()
  const photo = await payload.create({
    collection: 'photos',
    data: { owner: me.user.id, alt: 'Sahne' },
    file: { data: png, mimetype: 'image/png', name: 'mine.png', size: png.length },
  })
  photoName = photo.filename as string
}, 120_000)

afterAll(async () => {
  const users = Object.values(f).map((a) => a.user.id)
  await payload.delete({
    collection: 'data-exports',
    where: { user: { in: users } },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'photos', where: { owner: { in: users } } })
  await payload.delete({ collection: 'follows', where: { follower: { in: users } } })
  await payload.delete({ collection: 'availability-blocks', where: { user: { in: users } } })
  await cleanupReviews(payload, f)
  await cleanupPayments(payload, users)
  await cleanupMarket(payload, f)
  await standIn.stop()
  process.env = savedEnv
  resetRateLimits()
})

describe('my data (KVKK art. 11)', () => {
  it('mails a link to a zip holding every kind of the account’s own data, its uploads and a readable page', async () => {
    const { data, names, page } = await exportOf(f.organizer)
    expect(names).toEqual(
      expect.arrayContaining(['data.json', 'index.html', `uploads/${photoName}`]),
    )
    expect(data.account).toMatchObject({ email: f.organizer.user.email, role: 'organizer' })
    for (const kind of [
      'venueProfiles',
      'gigs',
      'applications',
      'bookings',
      'reviewsWritten',
      'reviewsReceived',
      'payments',
      'follows',
      'going',
      'notifications',
      'consentRecords',
      'contractAcceptances',
      'uploads',
    ])
      expect(data[kind].length, kind).toBeGreaterThan(0)
    const directions = data.messages.map((m: { direction: string }) => m.direction)
    expect(directions).toEqual(expect.arrayContaining(['sent', 'received']))
    const paid = data.payments[0]
    expect(paid.role).toBe('paid')
    // Amounts in kuruş: the 5,000 lira fee is 500,000 kuruş or more with the fees.
    expect(Number.isInteger(paid.amount) && paid.amount >= 500_000).toBe(true)
    expect(data.bookings.some((b: { terms: unknown }) => b.terms)).toBe(true)
    // The counterpart by name, on my booking.
    expect(data.bookings[0].artist).toBe(f.artist.profile.name)
    // The readable page, in the account's language (Turkish by default).
    expect(page).toContain('<html lang="tr">')
    expect(page).toContain('Yaptığım ve aldığım ödemeler')
  }, 60_000)

  it('never holds another person’s e-mail, IBAN, identity number, notes or other threads', async () => {
    const { zip } = await exportOf(f.organizer)
    const text = zip.toString('utf8')
    for (const secret of [
      f.artist.user.email,
      GOOD_IBAN,
      GOOD_IBAN.replace(/\s/g, ''),
      GOOD_TCKN,
      SECRET_NOTE,
      SECRET_THREAD,
      f.otherOrganizer.user.email,
    ])
      expect(text.includes(secret), secret).toBe(false)
    expect(text).toContain(f.organizer.user.email)
  }, 60_000)

  it('gives the payee their received payment and payout details without the sealed numbers', async () => {
    const { data, zip } = await exportOf(f.artist)
    expect(data.payments.map((p: { role: string }) => p.role)).toContain('received')
    expect(data.payoutDetails[0]).toMatchObject({
      payeeType: 'individual',
      taxStatus: 'exempt',
      ibanLast4: '1326',
    })
    expect(data.availabilityBlocks[0].note).toBe(SECRET_NOTE)
    expect(zip.toString('utf8').includes(f.organizer.user.email)).toBe(false)
  }, 60_000)

  it('goes with the account: deleting it removes its exports', async () => {
    const { token } = await exportOf(f.fan)
    await payload.delete({ collection: 'users', id: f.fan.user.id })
    const left = await payload.count({
      collection: 'data-exports',
      where: { user: { equals: f.fan.user.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    expect((await download(token)).status).toBe(404)
  }, 60_000)

  it('exports a busy account whose readable page is longer than a text field’s usual limit', async () => {
    const { applicationId } = await confirmedBooking(payload, f, { artist: f.otherArtist })
    const long = 'Ses kontrolü, ışık ve sahne planı üzerine uzun bir not. '
      .repeat(35)
      .slice(0, 1990)
      .trim()
    for (let i = 0; i < 25; i++)
      expect((await market.write(f.organizer.token, applicationId, `${i} ${long}`)).status).toBe(
        201,
      )
    const { data, page } = await exportOf(f.organizer)
    expect(page.length).toBeGreaterThan(50_000)
    const texts = (data.messages as { text: string }[]).map((message) => message.text)
    expect(texts.filter((text) => text.endsWith(long))).toHaveLength(25)
  })

  it('answers 404 for an unknown or expired link, and 429 past the limit of requests', async () => {
    expect((await download('x'.repeat(43))).status).toBe(404)
    const { token } = await exportOf(f.otherArtist)
    await payload.update({
      collection: 'data-exports',
      where: { user: { equals: f.otherArtist.user.id } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await download(token)).status).toBe(404)
    const limited = [] as number[]
    for (let i = 0; i < 3; i++) limited.push((await askExport(f.otherArtist)).status)
    expect(limited).toContain(429)
    const body = await readBody(await askExport(f.otherArtist))
    expect(body.success).toBe(false)
    expect((await askExport({ ...f.otherArtist, token: 'nope' })).status).toBe(401)
  }, 60_000)
})
