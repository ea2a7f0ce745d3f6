import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  cancelUnpaid,
  reconcilePayments,
  releaseDuePayments,
  remindUnpaid,
} from '../../src/server/payments'
import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { decideEndpoint } from '../../collections/Payments/endpoints/decideEndpoint'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPayments,
  confirmedBooking,
  gigStarted,
  GOOD_TCKN,
  ledgerOf,
  payBooking,
  paymentOf,
  payments,
  payOnStandIn,
  personPayout,
  REFUSED_CARD,
  useStandIn,
} from '../helpers/payments'
import { terms } from '../helpers/termsApi'
import type { PaymentView } from '../../src/server/payments'
import { statementRows } from '../../src/server/payments/view/paymentStatementPdf'

let payload: Payload
let f: MarketFixture
let standIn: StandIn

const HOUR = 3600_000
const adminInbox = `payments-admin-${Date.now().toString(36)}@example.com`
const db = () => (payload.db as unknown as PostgresAdapter).drizzle

beforeAll(async () => {
  payload = await getTestPayload()
  process.env.ADMIN_NOTIFY_EMAIL = adminInbox
  standIn = await useStandIn()
  f = await seedMarket(payload)
})
afterAll(async () => {
  const users = Object.values(f).map((a) => a.user.id)
  await cleanupPayments(payload, users)
  await cleanupMarket(payload, f)
  await standIn.stop()
  delete process.env.ADMIN_NOTIFY_EMAIL
})

const noticesOf = async (user: number) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { user: { equals: user } },
      limit: 100,
    })
  ).docs.map((doc) => doc.type)

/** Every movement of the payment sums to zero and the balances add up to what was charged. */
async function expectBalanced(paymentId: number) {
  const { entries, movementSums } = await ledgerOf(payload, paymentId)
  expect(movementSums.every((sum) => sum === 0)).toBe(true)
  const by = (account: string) =>
    entries.filter((e) => e.account === account).reduce((sum, e) => sum + e.amount, 0)
  // Everything that left the organizer is held, paid out, earned or back with the organizer.
  expect(by('organizer') + by('escrow') + by('artist') + by('platform')).toBe(0)
  return {
    escrow: by('escrow'),
    artist: by('artist'),
    platform: by('platform'),
    organizer: by('organizer'),
  }
}

describe('payout details', () => {
  // Venues are payees too (their ticket sales): tests/int/payments.venuePayout.int.spec.ts.
  it('are checked field by field in the request language, and refused to fans', async () => {
    const badIban = await payments.putPayout(
      f.artist.token,
      personPayout({ iban: 'TR34 0006 1005 1978 6457 8413 26' }),
    )
    expect(badIban).toMatchObject({ status: 400, body: { field: 'iban' } })
    expect(badIban.body.message).toContain('IBAN')
    const badId = await payments.putPayout(
      f.artist.token,
      personPayout({ identityNumber: '10000000145' }),
      'tr',
    )
    expect(badId).toMatchObject({ status: 400, body: { field: 'identityNumber' } })
    expect(badId.body.message).toBe('Lütfen geçerli, 11 haneli bir T.C. kimlik numarası girin.')
    const company = await payments.putPayout(
      f.artist.token,
      personPayout({ payeeType: 'company', taxOffice: 'Kadıköy', taxNumber: '12' }),
    )
    expect(company).toMatchObject({ status: 400, body: { field: 'taxNumber' } })
    expect((await payments.putPayout(f.fan.token, personPayout())).status).toBe(403)
    expect((await payments.getPayout(f.artist.token)).body.data).toBeNull()
  })

  it('are registered with the provider, answered masked, and encrypted at rest', async () => {
    const saved = await payments.putPayout(f.artist.token, personPayout())
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({
      iban: 'TR** **** **** **** **** **13 26',
      identityNumber: '*********46',
      registered: true,
    })
    expect(saved.headers.get('cache-control')).toContain('no-store')
    expect((await payments.getPayout(f.artist.token)).body.data).toEqual(saved.body.data)
    expect(standIn.subMerchants.size).toBeGreaterThan(0)
    const rows = await db().execute(sql`select * from payout_details`)
    const bytes = JSON.stringify(rows)
    expect(bytes).not.toContain('0006100519786457841326')
    expect(bytes).not.toContain(GOOD_TCKN)
    expect(bytes).not.toContain('Moda Cad')
    // The panel and the REST API see no sealed value.
    const listed = await payload.find({
      collection: 'payout-details',
      overrideAccess: false,
      user: f.admin.user,
    })
    expect(JSON.stringify(listed.docs)).not.toContain('v1.')
  })
})

describe('paying a booking', () => {
  let bookingId: number

  beforeAll(async () => {
    ;({ bookingId } = await confirmedBooking(payload, f, { lira: 5000, policy: 'moderate' }))
  })

  it('is due from the confirmation, visible to the two parties only', async () => {
    const view = await payments.get(f.organizer.token, bookingId)
    expect(view.body.data).toMatchObject({
      status: 'due',
      amount: 500_000,
      commission: 50_000,
      artistAmount: 450_000,
      currency: 'TRY',
      policy: 'moderate',
      canPay: true,
      testMode: true,
    })
    expect((await payments.get(f.artist.token, bookingId)).body.data).toMatchObject({
      canPay: false,
    })
    for (const outsider of [f.otherOrganizer, f.fan, f.otherArtist, f.admin])
      expect((await payments.get(outsider.token, bookingId)).status).toBe(404)
    expect((await payments.pay(f.artist.token, bookingId)).status).toBe(403)
  })

  it('a double click opens one checkout; a refused card charges nothing; a retry pays', async () => {
    const initialize = '/payment/iyzipos/checkoutform/initialize/auth/ecom'
    const before = standIn.calls.get(initialize) ?? 0
    const [first, second] = await Promise.all([
      payments.pay(f.organizer.token, bookingId),
      payments.pay(f.organizer.token, bookingId),
    ])
    expect(first.body.data).toEqual(second.body.data)
    expect(standIn.calls.get(initialize)).toBe(before + 1)

    const refusedToken = await payOnStandIn(
      (first.body.data as { checkoutUrl: string }).checkoutUrl,
      REFUSED_CARD,
    )
    const refused = await payments.callback(refusedToken)
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toContain('payment=failed')
    const afterRefusal = await paymentOf(payload, bookingId)
    expect(afterRefusal.status).toBe('due')
    expect((await ledgerOf(payload, afterRefusal.id)).entries).toHaveLength(0)

    const { token, location } = await payBooking(f.organizer, bookingId)
    expect(location).toContain('payment=paid')
    // The same callback again (a reload, a second post) changes nothing.
    const [again, third] = await Promise.all([payments.callback(token), payments.callback(token)])
    expect(again.headers.get('location')).toContain('payment=paid')
    expect(third.headers.get('location')).toContain('payment=paid')
    const paid = await paymentOf(payload, bookingId)
    expect(paid.status).toBe('paid')
    const { entries } = await ledgerOf(payload, paid.id)
    expect(entries.filter((e) => e.kind === 'charge')).toHaveLength(2)
    expect(await expectBalanced(paid.id)).toMatchObject({ escrow: 500_000, organizer: -500_000 })
    expect(await noticesOf(f.artist.user.id)).toContain('paymentReceived')
  })

  it('shows paid with its events and what a cancel now would do; the terms cannot change', async () => {
    const view = (await payments.get(f.organizer.token, bookingId)).body.data as Record<
      string,
      unknown
    >
    expect(view).toMatchObject({
      status: 'paid',
      refunded: 0,
      released: 0,
      ifCancelledNow: { kept: 0, refunded: 500_000 },
    })
    expect((view.events as { type: string }[]).map((e) => e.type)).toEqual(
      expect.arrayContaining(['checkoutStarted', 'checkoutFailed', 'paid']),
    )
    const proposal = await terms.propose(f.organizer.token, bookingId, {
      fee: { type: 'fixed', amount: 100 },
    })
    expect(proposal.status).toBe(409)
    expect(proposal.body.message).toContain('paid')
    expect((await payments.pay(f.organizer.token, bookingId)).status).toBe(409)
  })

  it('is released once, 48 hours after the gig, by the worker (twice run, once paid)', async () => {
    const payment = await paymentOf(payload, bookingId)
    await payload.update({
      collection: 'payments',
      id: payment.id,
      data: { releaseAt: new Date(Date.now() - HOUR).toISOString() },
    })
    const approve = '/payment/iyzipos/item/approve'
    const before = standIn.calls.get(approve) ?? 0
    expect(await releaseDuePayments(payload)).toEqual([bookingId])
    expect(await releaseDuePayments(payload)).toEqual([])
    expect(standIn.calls.get(approve)).toBe(before + 1)
    const released = await paymentOf(payload, bookingId)
    expect(released.status).toBe('released')
    expect(await expectBalanced(released.id)).toMatchObject({
      escrow: 0,
      artist: 450_000,
      platform: 50_000,
    })
    expect(standIn.items.get(released.provider!.itemId!)).toMatchObject({
      approved: true,
      subMerchantPrice: 450_000,
    })
    expect((await payments.cancel(f.organizer.token, bookingId)).status).toBe(409)
    expect(await noticesOf(f.artist.user.id)).toContain('paymentReleased')
    expect((await reconcilePayments(payload)).flagged).not.toContain(released.id)
  })
})

describe('cancelling a paid booking by the policy', () => {
  it('the organizer, moderate, 3 days before: half released to the artist, half refunded', async () => {
    const { bookingId } = await confirmedBooking(payload, f, {
      lira: 5000,
      policy: 'moderate',
      daysAhead: 3,
    })
    await payBooking(f.organizer, bookingId)
    const view = (await payments.get(f.organizer.token, bookingId)).body.data as Record<
      string,
      unknown
    >
    expect(view.ifCancelledNow).toMatchObject({
      kept: 250_000,
      refunded: 250_000,
      artistPercent: 50,
    })
    const cancelled = await payments.cancel(f.organizer.token, bookingId, 'Mekân kapandı', 'tr')
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled' })
    const payment = await paymentOf(payload, bookingId)
    expect(payment.status).toBe('partlyRefunded')
    expect(await expectBalanced(payment.id)).toMatchObject({
      escrow: 0,
      organizer: -250_000,
      artist: 225_000,
      platform: 25_000,
    })
    expect(standIn.items.get(payment.provider!.itemId!)).toMatchObject({
      refunded: 250_000,
      approved: true,
      subMerchantPrice: 225_000,
    })
    expect((await payments.get(f.artist.token, bookingId)).body.data).toMatchObject({
      status: 'partlyRefunded',
      refunded: 250_000,
      released: 225_000,
    })
  })

  it('the artist, strict, 3 days before: all refunded to the organizer', async () => {
    const { bookingId } = await confirmedBooking(payload, f, {
      lira: 1200,
      policy: 'strict',
      daysAhead: 3,
    })
    await payBooking(f.organizer, bookingId)
    const view = (await payments.get(f.artist.token, bookingId)).body.data as Record<
      string,
      unknown
    >
    expect(view.ifCancelledNow).toMatchObject({ kept: 0, refunded: 120_000 })
    expect((await payments.cancel(f.artist.token, bookingId)).status).toBe(200)
    const payment = await paymentOf(payload, bookingId)
    expect(payment.status).toBe('refunded')
    expect(await expectBalanced(payment.id)).toMatchObject({ escrow: 0, organizer: 0, artist: 0 })
    expect(await noticesOf(f.organizer.user.id)).toContain('paymentRefunded')
  })
})

describe("a problem reported between the gig's start and the release", () => {
  it('is refused before the gig starts, in the request language', async () => {
    const { bookingId } = await confirmedBooking(payload, f, { lira: 1500, policy: 'flexible' })
    await payBooking(f.organizer, bookingId)
    const early = await payments.problem(f.organizer.token, bookingId, 'The artist never came.')
    expect(early).toMatchObject({ status: 409 })
    expect(early.body.message).toContain('once the gig has started')
    const tr = await payments.problem(f.organizer.token, bookingId, 'Sanatçı hiç gelmedi.', 'tr')
    expect(tr.body.message).toContain('gig başladıktan sonra')
    expect((await paymentOf(payload, bookingId)).status).toBe('paid')
    // The card offers the report from the gig's start: the view says when that is.
    const view = (await payments.get(f.organizer.token, bookingId)).body.data as {
      problemFrom: string | null
    }
    const gig = await payload.findByID({
      collection: 'gigs',
      id: (await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 }))
        .gig as number,
    })
    expect(view.problemFrom).toBe(gig.date)
  })

  it('is refused once the booking is cancelled, while its payment still reads paid', async () => {
    const { bookingId, gig } = await confirmedBooking(payload, f, {
      lira: 3000,
      policy: 'flexible',
    })
    await payBooking(f.organizer, bookingId)
    await gigStarted(payload, gig.id)
    // A gig's cancel cancels its bookings first and settles their payments just after its commit:
    // in between, the booking is cancelled and the payment still paid.
    await payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { state: 'cancelled', cancelledFor: 'gigCancelled' },
    })
    const refused = await payments.problem(f.organizer.token, bookingId, 'The gig never happened.')
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'The booking is already cancelled.' },
    })
    expect((await paymentOf(payload, bookingId)).status).toBe('paid')
  })

  it('holds the payment; an admin splits it in whole lira with a note both parties read', async () => {
    const { bookingId, gig } = await confirmedBooking(payload, f, {
      lira: 5000,
      policy: 'flexible',
    })
    // The artist's mail of the payment says when the share is released, as the settings have it.
    process.env.PAYMENT_RELEASE_HOURS = '36'
    try {
      await payBooking(f.organizer, bookingId)
    } finally {
      delete process.env.PAYMENT_RELEASE_HOURS
    }
    await runQueuedJobs(payload)
    const received = (await mailTo(f.artist.user.email)).find(
      (mail) => mail.subject.includes(`“${gig.title}” `) && /ödendi|is paid/.test(mail.subject),
    )
    expect(received?.text).toMatch(/36 (saat|hours)/)
    expect(received?.text).not.toMatch(/48 (saat|hours)/)
    await gigStarted(payload, gig.id)
    expect(
      (await payments.problem(f.artist.token, bookingId, 'The artist never came on stage.')).status,
    ).toBe(403)
    const held = await payments.problem(
      f.organizer.token,
      bookingId,
      'The artist played 20 minutes of 60.',
    )
    expect(held).toMatchObject({ status: 200, body: { data: { status: 'held' } } })
    // The artist hears of the hold; the admins get a mail leading to the payment in the panel.
    expect(await noticesOf(f.artist.user.id)).toContain('paymentHeld')
    await runQueuedJobs(payload)
    const [adminMail] = await mailTo(adminInbox)
    expect(adminMail.subject).toMatch(/^Karar bekleyen ödeme: “.+”$/)
    expect(adminMail.text).toContain('The artist played 20 minutes of 60.')
    expect(adminMail.text).toContain(
      `/cms/collections/payments/${(await paymentOf(payload, bookingId)).id}`,
    )
    const payment = await paymentOf(payload, bookingId)
    await payload.update({
      collection: 'payments',
      id: payment.id,
      data: { releaseAt: new Date(Date.now() - HOUR).toISOString() },
    })
    expect(await releaseDuePayments(payload)).not.toContain(bookingId)
    expect((await payments.cancel(f.organizer.token, bookingId)).status).toBe(409)

    const note = 'A third of the set was played: 2000 TL to the artist.'
    expect(
      (await payments.decide(f.organizer.token, payment.id, { action: 'release', note })).status,
    ).toBe(403)
    const tooMuch = await payments.decide(f.admin.token, payment.id, {
      action: 'split',
      artistLira: 6000,
      note,
    })
    expect(tooMuch).toMatchObject({ status: 400, body: { field: 'artistLira' } })
    const decided = await payments.decide(f.admin.token, payment.id, {
      action: 'split',
      artistLira: 2000,
      note,
    })
    expect(decided).toMatchObject({ status: 200, body: { data: { status: 'partlyRefunded' } } })
    const settled = await paymentOf(payload, bookingId)
    expect(await expectBalanced(settled.id)).toMatchObject({
      escrow: 0,
      organizer: -200_000,
      artist: 180_000,
      platform: 20_000,
    })
    for (const side of [f.artist, f.organizer])
      expect((await payments.get(side.token, bookingId)).body.data).toMatchObject({
        decisionNote: note,
        status: 'partlyRefunded',
      })
    expect(await noticesOf(f.artist.user.id)).toContain('paymentDecided')

    // What each side reads after the split is the ledger's, and it adds up: 5000 TL paid, 3000
    // refunded, 10 % commission on the 2000 kept, 1800 paid out; no release date is promised.
    const artistView = (await payments.get(f.artist.token, bookingId)).body.data as PaymentView
    expect(artistView).toMatchObject({
      amount: 500_000,
      refunded: 300_000,
      commission: 20_000,
      artistAmount: 180_000,
      released: 180_000,
      settled: true,
      releaseAt: null,
    })
    const organizerView = (await payments.get(f.organizer.token, bookingId)).body
      .data as PaymentView
    expect(organizerView.commission + organizerView.released + organizerView.refunded).toBe(
      organizerView.amount,
    )
    const booking = {
      id: bookingId,
      gig: { title: gig.title, date: gig.date, venue: 'Kadıköy Sahne' },
      artist: { name: 'Deniz Işık' },
    } as unknown as Parameters<typeof statementRows>[1]
    const rowsOf = (view: PaymentView, party: 'artist' | 'organizer') =>
      Object.fromEntries(statementRows(view, booking, party).map((r) => [r.label.en, r.value.tr]))
    const plain = (text: string | undefined) => text?.replace(/\s/g, ' ')
    const statement = rowsOf(artistView, 'artist')
    expect(plain(statement['Fee'])).toBe('₺5.000')
    expect(plain(statement['Refunded to the venue'])).toBe('₺3.000')
    expect(plain(statement["Sahne's commission"])).toBe('₺200')
    expect(plain(statement['Your share'])).toBe('₺1.800')
    expect(plain(statement['Paid out to you'])).toBe('₺1.800')
    expect(statement['To be paid out on']).toBeUndefined()
    const receipt = rowsOf(organizerView, 'organizer')
    expect(plain(receipt['Net paid'])).toBe('₺2.000')
    expect(plain(receipt["Sahne's commission"])).toBe('₺200')
    expect(plain(receipt['Paid out to the artist'])).toBe('₺1.800')
    // Decided once: a second decision is refused.
    expect(
      (await payments.decide(f.admin.token, payment.id, { action: 'refund', note })).status,
    ).toBe(409)
  })
})

describe("the panel's decision button", () => {
  it('posts to the payments endpoint: admins only, then the payment is settled', async () => {
    const { bookingId, gig } = await confirmedBooking(payload, f, { lira: 1000, policy: 'strict' })
    await payBooking(f.organizer, bookingId)
    await gigStarted(payload, gig.id)
    const held = await payments.problem(
      f.organizer.token,
      bookingId,
      'The sound was never set up for us.',
    )
    expect(held.status).toBe(200)
    const payment = await paymentOf(payload, bookingId)
    const post = (user: unknown, body: unknown) =>
      decideEndpoint.handler({
        user,
        payload,
        routeParams: { id: String(payment.id) },
        json: async () => body,
        i18n: { language: 'en' },
      } as unknown as PayloadRequest)
    const note = 'Refunded: the venue could not host the gig.'
    expect((await post(f.organizer.user, { action: 'refund', note })).status).toBe(403)
    const done = await post({ ...f.admin.user, collection: 'users' }, { action: 'refund', note })
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ status: 'refunded' })
    expect((await paymentOf(payload, bookingId)).decisionNote).toBe(note)
  })
})

describe('a booking left unpaid', () => {
  it('is reminded after 24 hours and cancelled after 72, each once, both parties told', async () => {
    const { bookingId } = await confirmedBooking(payload, f, { lira: 800, policy: 'flexible' })
    const payment = await paymentOf(payload, bookingId)
    expect(Date.parse(payment.dueAt!) - Date.now()).toBeGreaterThan(71 * HOUR)
    expect(await remindUnpaid(payload)).not.toContain(bookingId)
    expect(await remindUnpaid(payload, new Date(Date.now() + 25 * HOUR))).toContain(bookingId)
    expect(await remindUnpaid(payload, new Date(Date.now() + 26 * HOUR))).not.toContain(bookingId)
    expect(await cancelUnpaid(payload, new Date(Date.now() + 71 * HOUR))).not.toContain(bookingId)
    expect(await cancelUnpaid(payload, new Date(Date.now() + 73 * HOUR))).toContain(bookingId)
    expect(await cancelUnpaid(payload, new Date(Date.now() + 74 * HOUR))).not.toContain(bookingId)
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId })
    expect(booking.state).toBe('cancelled')
    expect(booking.cancelledFor).toBe('unpaid')
    expect(booking.cancelReason ?? null).toBeNull()
    expect(await noticesOf(f.organizer.user.id)).toEqual(
      expect.arrayContaining(['paymentReminder', 'unpaidCancelled']),
    )
    expect(await noticesOf(f.artist.user.id)).toContain('unpaidCancelled')
  })

  it('cannot be paid while the artist has no payout details', async () => {
    const { bookingId } = await confirmedBooking(payload, f, { artist: f.otherArtist })
    const refused = await payments.pay(f.organizer.token, bookingId)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('payout details')
    expect((await payments.get(f.otherArtist.token, bookingId)).body.data).toMatchObject({
      artistHasPayout: false,
      canPay: false,
    })
  })
})

describe('reconciliation', () => {
  it("flags a payment the provider's record disagrees with, and mails the admins once", async () => {
    const { bookingId } = await confirmedBooking(payload, f, { lira: 1500, policy: 'flexible' })
    await payBooking(f.organizer, bookingId)
    const payment = await paymentOf(payload, bookingId)
    expect((await reconcilePayments(payload)).flagged).not.toContain(payment.id)
    const checkout = standIn.items.get(payment.provider!.itemId!)!
    const charged = checkout.price
    checkout.price = charged + 100
    try {
      await runQueuedJobs(payload)
      const before = (await mailTo(adminInbox)).length
      expect((await reconcilePayments(payload)).flagged).toContain(payment.id)
      expect((await paymentOf(payload, bookingId)).flagged).toBe(
        `provider charged ${charged + 100}, ledger ${charged}`,
      )
      // The same difference found again is not news: no second flag, no second mail.
      expect((await reconcilePayments(payload)).flagged).not.toContain(payment.id)
      await runQueuedJobs(payload)
      const mails = (await mailTo(adminInbox)).slice(before)
      expect(mails.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Ödeme mutabakatında \d+ fark$/),
      ])
      expect(mails[0].text).toContain('/cms/collections/payments')
    } finally {
      checkout.price = charged
    }
  })
})

describe('the ledger', () => {
  it('refuses an update or a delete in the database itself', async () => {
    await expect(db().execute(sql`update ledger_entries set amount = amount + 1`)).rejects.toThrow()
    await expect(db().execute(sql`delete from ledger_entries`)).rejects.toThrow()
  })
})
