import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as summaryRoute from '../../src/app/api/me/payments/route'
import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { releaseDuePayments, type MoneySummary, type PaymentView } from '../../src/server/payments'
import { apiRequest, readBody } from '../helpers/api'
import { statementRows } from '../../src/server/payments/view/paymentStatementPdf'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPayments,
  confirmedBooking,
  payBooking,
  paymentOf,
  payments,
  personPayout,
  useStandIn,
} from '../helpers/payments'

let payload: Payload
let f: MarketFixture
let standIn: StandIn

beforeAll(async () => {
  payload = await getTestPayload()
  standIn = await useStandIn()
  f = await seedMarket(payload)
  expect((await payments.putPayout(f.artist.token, personPayout())).status).toBe(200)
})
afterAll(async () => {
  await cleanupPayments(
    payload,
    Object.values(f).map((a) => a.user.id),
  )
  await cleanupMarket(payload, f)
  await standIn.stop()
})

const pdfBytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('the receipt and the payout statement', () => {
  it('are private PDFs for the two parties once paid: 409 before, 404 for anyone else', async () => {
    const { bookingId } = await confirmedBooking(payload, f, { lira: 4500, policy: 'moderate' })
    const before = await payments.pdf(f.organizer.token, bookingId, 'tr')
    expect(before.status).toBe(409)
    expect((await before.json()).message).toBe(
      'Bu rezervasyon için henüz bir ödeme yapılmadı: makbuz ödemeden sonra hazır olur.',
    )

    await payBooking(f.organizer, bookingId)
    const receipt = await payments.pdf(f.organizer.token, bookingId)
    expect(receipt.status).toBe(200)
    expect(receipt.headers.get('content-type')).toBe('application/pdf')
    expect(receipt.headers.get('cache-control')).toBe('private, no-store')
    expect(receipt.headers.get('content-disposition')).toBe(
      `attachment; filename="sahne-receipt-${bookingId}.pdf"`,
    )
    expect((await pdfBytes(receipt)).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const statement = await payments.pdf(f.artist.token, bookingId)
    expect(statement.status).toBe(200)
    expect(statement.headers.get('content-disposition')).toBe(
      `attachment; filename="sahne-payout-statement-${bookingId}.pdf"`,
    )
    expect((await pdfBytes(statement)).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    for (const outsider of [f.otherArtist, f.otherOrganizer, f.fan])
      expect((await payments.pdf(outsider.token, bookingId)).status).toBe(404)
    expect((await payments.pdf(undefined, bookingId)).status).toBe(401)
  })
})

describe('the dashboard summary (GET /api/me/payments)', () => {
  const summary = async (token: string) => {
    const res = await summaryRoute.GET(
      apiRequest('/api/me/payments?locale=en', { token }),
      undefined,
    )
    return { status: res.status, data: (await readBody(res)).data as MoneySummary }
  }

  it("adds up each side's bookings: due, held by Sahne, then paid out", async () => {
    const g = await seedMarket(payload)
    try {
      expect((await payments.putPayout(g.artist.token, personPayout())).status).toBe(200)
      const empty = { count: 0, amount: 0 }
      expect((await summary(g.organizer.token)).data).toEqual({
        role: 'organizer',
        due: empty,
        held: empty,
        paidOut: empty,
        nextDueAt: null,
        payouts: null,
        payoutBlocked: null,
      })
      const { bookingId } = await confirmedBooking(payload, g, { lira: 2000 })
      await confirmedBooking(payload, g, { lira: 1000 })
      const venue = (await summary(g.organizer.token)).data
      expect(venue.due).toEqual({ count: 2, amount: 300_000 })
      expect(venue.nextDueAt).toBe((await paymentOf(payload, bookingId)).dueAt)
      // The artist's side counts their share: the fee less the 10% commission.
      expect((await summary(g.artist.token)).data.due).toEqual({ count: 2, amount: 270_000 })

      await payBooking(g.organizer, bookingId)
      expect((await summary(g.organizer.token)).data).toMatchObject({
        due: { count: 1, amount: 100_000 },
        held: { count: 1, amount: 200_000 },
      })
      expect((await summary(g.artist.token)).data.held).toEqual({ count: 1, amount: 180_000 })

      const paid = await paymentOf(payload, bookingId)
      await payload.update({
        collection: 'payments',
        id: paid.id,
        data: { releaseAt: new Date(Date.now() - 60_000).toISOString() },
      })
      expect(await releaseDuePayments(payload)).toContain(bookingId)
      expect((await summary(g.artist.token)).data).toMatchObject({
        held: empty,
        paidOut: { count: 1, amount: 180_000 },
        // Itemised from the ledger: gross − commission − withholding (an exempt payee) = net.
        payouts: { gross: 200_000, commission: 20_000, withholding: 0, net: 180_000 },
      })
      // The organizer's paid-out money is the whole fee: the artist's share and the commission.
      expect((await summary(g.organizer.token)).data.paidOut).toEqual({ count: 1, amount: 200_000 })

      // Fans and admins have no summary.
      expect((await summary(g.fan.token)).status).toBe(404)
    } finally {
      await cleanupPayments(
        payload,
        Object.values(g).map((a) => a.user.id),
      )
      await cleanupMarket(payload, g)
    }
  })
})

describe("a statement's rows", () => {
  const view: PaymentView = {
    status: 'partlyRefunded',
    amount: 500_000,
    commission: 25_000,
    withholding: 0,
    artistAmount: 225_000,
    refunded: 250_000,
    released: 225_000,
    charged: 500_000,
    attempts: [],
    releaseHours: 48,
    problemFrom: null,
    settled: true,
    currency: 'TRY',
    dueAt: null,
    releaseAt: null,
    policy: 'moderate',
    ifCancelledNow: null,
    canPay: false,
    artistHasPayout: true,
    payoutMissing: [],
    commissionStatement: null,
    problem: null,
    decisionNote: null,
    events: [
      { at: '2026-12-01T18:00:00.000Z', type: 'checkoutStarted', amount: null, note: null },
      { at: '2026-12-01T18:02:00.000Z', type: 'paid', amount: 500_000, note: null },
      { at: '2026-12-10T09:00:00.000Z', type: 'refunded', amount: 250_000, note: null },
      { at: '2026-12-10T09:00:00.000Z', type: 'released', amount: 225_000, note: null },
    ],
    testMode: true,
  }
  const booking = {
    id: 7,
    gig: {
      id: 3,
      title: 'Kaleiçi Caz Gecesi',
      date: '2026-12-12T18:00:00.000Z',
      city: 'Antalya',
      venue: 'Kaleiçi Sahne',
      address: null,
      venueRetired: false,
    },
    artist: { name: 'Deniz Işık' },
  } as Parameters<typeof statementRows>[1]
  // Intl separates the currency code with a no-break space; compared as plain spaces.
  const plain = (text: string) => text.replace(/\s/g, ' ')
  const rows = (party: 'organizer' | 'artist') =>
    Object.fromEntries(
      statementRows(view, booking, party).map((r) => [
        r.label.en,
        { tr: plain(r.value.tr), en: plain(r.value.en) },
      ]),
    )

  it("give the organizer what was paid, refunded and net, in both languages, Istanbul's time", () => {
    const receipt = rows('organizer')
    expect(receipt['Paid']).toEqual({ tr: '₺5.000', en: '₺5,000' })
    expect(receipt['Refunded']).toEqual({ tr: '₺2.500', en: '₺2,500' })
    expect(receipt['Net paid']).toEqual({ tr: '₺2.500', en: '₺2,500' })
    expect(receipt['Paid on'].en).toBe('1 Dec 2026, 21:02')
    expect(receipt['Cancellation policy']).toEqual({ tr: 'Orta', en: 'Moderate' })
    expect(receipt['Your share']).toBeUndefined()
  })

  it('give the artist the fee, the commission, the share and what was paid out', () => {
    const statement = rows('artist')
    expect(statement['Fee'].en).toBe('₺5,000')
    expect(statement["Sahne's commission"].en).toBe('₺250')
    expect(statement['Your share'].en).toBe('₺2,250')
    expect(statement['Paid out to you'].tr).toBe('₺2.250')
    expect(statement['Paid out on'].tr).toBe('10 Ara 2026 12:00')
    expect(statement['Net paid']).toBeUndefined()
    // The events, dated: the payment page's opening is not one.
    const labels = statementRows(view, booking, 'artist').map((r) => r.label.en)
    expect(labels.filter((l) => /^\d+ Dec 2026/.test(l))).toHaveLength(3)
  })
})
