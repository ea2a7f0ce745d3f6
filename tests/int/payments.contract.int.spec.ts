import { readFile } from 'node:fs/promises'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contractPlainText } from '../../src/lib/legal/distanceContract'
import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import type { BookingContractView } from '../../src/server/payments'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPayments,
  confirmedBooking,
  payments,
  personPayout,
  useStandIn,
} from '../helpers/payments'
import { hoursFrom, terms } from '../helpers/termsApi'

/*
 * The distance contract (Law 6502, the Regulation on Distance Contracts): before an organizer pays
 * a booking they read its pre-information form and contract, made from the confirmed terms, and
 * accept them; the accepted text is kept for good and mailed to both parties as a PDF.
 */

let payload: Payload
let f: MarketFixture
let standIn: StandIn
const db = () => (payload.db as unknown as PostgresAdapter).drizzle

beforeAll(async () => {
  payload = await getTestPayload()
  standIn = await useStandIn()
  f = await seedMarket(payload)
  await payments.putPayout(f.artist.token, personPayout())
})
afterAll(async () => {
  const users = Object.values(f).map((a) => a.user.id)
  await cleanupPayments(payload, users)
  await cleanupMarket(payload, f)
  await standIn.stop()
})

const contractOf = async (token: string, bookingId: number, locale = 'en') => {
  const read = await payments.contract(token, bookingId, locale)
  expect(read.status, JSON.stringify(read.body)).toBe(200)
  return read.body.data as BookingContractView
}
/** The documents' plain text, as their hash is taken over it. */
const textOf = (view: BookingContractView) => contractPlainText(view.documents)
const acceptancesOf = (bookingId: number) =>
  payload.find({
    collection: 'contract-acceptances',
    where: { booking: { equals: bookingId } },
    depth: 0,
    overrideAccess: true,
  })

describe('the pre-information form and the contract', () => {
  it('say who, what, when, the total, the policy and why there is no withdrawal, in each language', async () => {
    const { bookingId, gig } = await confirmedBooking(payload, f, { lira: 4250, policy: 'strict' })
    const en = textOf(await contractOf(f.organizer.token, bookingId, 'en'))
    expect(en).toContain('Pre-information form')
    expect(en).toContain('Distance service contract')
    expect(en).toContain(gig.title!)
    expect(en).toContain(f.artist.profile.name)
    expect(en).toContain('₺4,250')
    // Sahne's commission (10 %) comes out of the artist's share, not on top.
    expect(en).toContain('₺425')
    expect(en).toContain('“Strict”')
    expect(en).toContain('right of withdrawal does not apply')
    expect(en).toContain('article 15(1)(g)')

    const tr = await contractOf(f.organizer.token, bookingId, 'tr')
    const trText = textOf(tr)
    expect(trText).toContain('Ön bilgilendirme formu')
    expect(trText).toContain('Mesafeli hizmet sözleşmesi')
    expect(trText).toContain('₺4.250')
    expect(trText).toContain('cayma hakkı bulunmamaktadır')
    // The artist, the other party, reads the same contract; the hash names the text, per language.
    const artistCopy = await contractOf(f.artist.token, bookingId, 'tr')
    expect(artistCopy.hash).toBe(tr.hash)
    expect(tr.hash).not.toBe((await contractOf(f.organizer.token, bookingId, 'en')).hash)
    expect(tr.hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('are for the two parties only, and only while a fee is to be paid on Sahne', async () => {
    const { bookingId, gig } = await confirmedBooking(payload, f)
    expect((await payments.contract(f.otherOrganizer.token, bookingId)).status).toBe(404)
    expect((await payments.contract(f.fan.token, bookingId)).status).toBe(404)
    expect((await payments.contract(undefined, bookingId)).status).toBe(401)
    // New terms proposed and not confirmed yet: nothing to pay, so no contract to accept.
    const proposed = await terms.propose(f.organizer.token, bookingId, {
      fee: { type: 'fixed', amount: 600_000 },
      setLengthMinutes: 90,
      loadInAt: hoursFrom(gig.date!, -3),
      soundcheckAt: hoursFrom(gig.date!, -2),
      setAt: gig.date!,
      provides: {},
      cancellationPolicy: 'flexible',
    })
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200)
    const pending = await payments.contract(f.organizer.token, bookingId, 'tr')
    expect(pending.status).toBe(409)
    expect(pending.body.message).toContain('ödenecek bir tutar yok')
  })
})

describe('accepting before paying', () => {
  it('is required: no hash or a malformed one is refused in the request language', async () => {
    const { bookingId } = await confirmedBooking(payload, f)
    const none = await payments.payWith(f.organizer.token, bookingId, {}, 'tr')
    expect(none.status).toBe(400)
    expect(none.body.message).toContain('sözleşmeyi kabul edin')
    const bad = await payments.payWith(f.organizer.token, bookingId, { contract: 'x' }, 'en')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('accept the pre-information form')
    expect((await acceptancesOf(bookingId)).totalDocs).toBe(0)
  })

  it('of a text the terms no longer give is refused: the payer reads the new one', async () => {
    const { bookingId, gig } = await confirmedBooking(payload, f, { lira: 500 })
    const old = await contractOf(f.organizer.token, bookingId)
    // The terms change and are confirmed again at ₺4,000 while the old text is on the screen.
    const proposed = await terms.propose(f.organizer.token, bookingId, {
      fee: { type: 'fixed', amount: 400_000 },
      setLengthMinutes: 60,
      loadInAt: hoursFrom(gig.date!, -3),
      soundcheckAt: hoursFrom(gig.date!, -2),
      setAt: gig.date!,
      provides: {},
      cancellationPolicy: 'moderate',
    })
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200)
    expect((await terms.confirm(f.artist.token, bookingId)).status).toBe(200)
    const stale = await payments.payWith(f.organizer.token, bookingId, { contract: old.hash }, 'en')
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain('read it again')
    // Read in one language, sent as accepted in the other: not the text that was read.
    const tr = await contractOf(f.organizer.token, bookingId, 'tr')
    const crossed = await payments.payWith(
      f.organizer.token,
      bookingId,
      { contract: tr.hash },
      'en',
    )
    expect(crossed.status).toBe(409)
    expect((await acceptancesOf(bookingId)).totalDocs).toBe(0)
    const fresh = await contractOf(f.organizer.token, bookingId)
    expect(textOf(fresh)).toContain('₺4,000')
    const paid = await payments.payWith(f.organizer.token, bookingId, { contract: fresh.hash })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  })

  it('is kept once with the exact text, its hash, the terms and the address, and never changed', async () => {
    const { bookingId } = await confirmedBooking(payload, f)
    const view = await contractOf(f.organizer.token, bookingId)
    const first = await payments.payWith(f.organizer.token, bookingId, { contract: view.hash })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    // A second click on the same page: the same checkout, no second record.
    const again = await payments.payWith(f.organizer.token, bookingId, { contract: view.hash })
    expect(again.status).toBe(200)
    const { docs, totalDocs } = await acceptancesOf(bookingId)
    expect(totalDocs).toBe(1)
    const [record] = docs
    expect(record).toMatchObject({
      booking: bookingId,
      user: f.organizer.user.id,
      locale: 'en',
      textHash: view.hash,
      ip: '127.0.0.1',
    })
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })
    expect(record.termsVersion).toBe(booking.terms?.confirmedAt)
    expect(record.text).toContain('Pre-information form')
    expect(record.text).toContain('Distance service contract')
    const { createHash } = await import('node:crypto')
    expect(createHash('sha256').update(record.text, 'utf8').digest('hex')).toBe(view.hash)
    // Append-only: the database refuses an update, a delete or a truncation, whoever asks.
    const refusal = (query: ReturnType<typeof sql>) =>
      db()
        .execute(query)
        .then(
          () => 'done',
          (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
        )
    expect(
      await refusal(sql`update contract_acceptances set ip = '10.0.0.1' where id = ${record.id}`),
    ).toBe('contract_acceptances is append-only: UPDATE refused')
    expect(await refusal(sql`delete from contract_acceptances where id = ${record.id}`)).toBe(
      'contract_acceptances is append-only: DELETE refused',
    )
    // (A truncation is refused before the trigger by the panel's document locks' foreign key.)
    expect(await refusal(sql`truncate contract_acceptances`)).not.toBe('done')
  })

  it('mails each party a PDF of the contract in their own language', async () => {
    const { bookingId, gig } = await confirmedBooking(payload, f)
    const artistMail = f.artist.user.email
    await payload.update({
      collection: 'users',
      id: f.artist.user.id,
      data: { locale: 'tr' },
      overrideAccess: true,
    })
    const before = {
      payer: (await mailTo(f.organizer.user.email)).length,
      artist: (await mailTo(artistMail)).length,
    }
    const view = await contractOf(f.organizer.token, bookingId, 'en')
    expect(
      (await payments.payWith(f.organizer.token, bookingId, { contract: view.hash })).status,
    ).toBe(200)
    await runQueuedJobs(payload)
    const payerMails = (await mailTo(f.organizer.user.email)).slice(before.payer)
    const artistMails = (await mailTo(artistMail)).slice(before.artist)
    const payerCopy = payerMails.find((m) => m.subject.includes(`booking no. ${bookingId}`))
    const artistCopy = artistMails.find((m) => m.subject.includes(`${bookingId} numaralı`))
    expect(payerCopy?.subject).toContain(gig.title!)
    expect(artistCopy?.subject).toContain(gig.title!)
    expect(artistCopy?.text).toContain('kabul etti')
    for (const mail of [payerCopy!, artistCopy!]) {
      const raw = await readFile(mail.file, 'utf8')
      expect(raw).toMatch(/Content-Type: application\/pdf/i)
      expect(raw).toContain(`sahne-contract-${bookingId}.pdf`)
    }
  })
})
