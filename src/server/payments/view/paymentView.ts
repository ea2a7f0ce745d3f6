import 'server-only'

import type { Payload } from 'payload'

import {
  cancellationSplit,
  type CancellationPolicy,
  type Split,
} from '@/lib/payments/cancellationSplit'
import { withholdingOn } from '@/lib/payments/payee'
import type { User } from '@/payload-types'
import { findBookingDoc, idOf } from '@/server/market'

import { bookingAmounts } from '../domain/bookingAmounts'
import { paymentBalances } from '../ledger/paymentBalances'
import { payoutBlockOf } from '../payout/payoutBlock'
import { withholdingBasisPoints } from '../payout/withholdingRate'
import { paymentSettings } from '../settings'
import { statementNumber } from '../statements/commissionStatementPdf'

export type PaymentView = {
  status: 'unpaid' | 'due' | 'paid' | 'held' | 'released' | 'refunded' | 'partlyRefunded'
  amount: number
  /**
   * Sahne's commission and the artist's share: while the money is due or held, what the terms
   * make them; once settled (released, refunded, split), what the ledger booked, so that
   * `refunded + commission + released` is `amount`.
   */
  commission: number
  /**
   * The e-commerce withholding on the artist's share: once settled, what the ledger booked; before,
   * what the artist's tax status makes it. `artistAmount` is the share after it.
   */
  withholding: number
  artistAmount: number
  refunded: number
  released: number
  /** The payment is settled: its figures are the ledger's, nothing more will move. */
  settled: boolean
  /** Kuruş captured for this booking over all its checkout pages (a stray page's too). */
  charged: number
  /** Each checkout page opened for the booking: its amount, where it stands, when and why. */
  attempts: {
    amount: number
    state: string
    at: string
    note: string | null
    /** A refused card's provider code (`declined.<code>` in the messages says why). */
    declineCode: string | null
  }[]
  currency: 'TRY'
  dueAt: string | null
  releaseAt: string | null
  policy: CancellationPolicy | null
  /** What cancelling now would do, for the caller; null when a cancel moves no money. */
  ifCancelledNow: Split | null
  /** While the money is held for the gig (`paid`): the gig's start, from which a problem can be reported. */
  problemFrom: string | null
  /** Hours after the gig's start the artist's share is released (`PAYMENT_RELEASE_HOURS`). */
  releaseHours: number
  /** The organizer may pay now (the artist has payout details, the terms a fixed fee). */
  canPay: boolean
  artistHasPayout: boolean
  /**
   * The artist's payout waits for their payout details: what they still lack (to the artist), or
   * `['payoutDetails']` for the organizer, who is told only that it waits. Empty when not blocked.
   */
  payoutMissing: string[]
  /** The artist's numbered commission statement of the released payout (`SHN-K-000042`), once issued. */
  commissionStatement: string | null
  problem: string | null
  decisionNote: string | null
  events: { at: string; type: string; amount: number | null; note: string | null }[]
  /** Payments go to the local stand-in of the provider's sandbox: no real card is charged. */
  testMode: boolean
}

const SETTLED: PaymentView['status'][] = ['released', 'refunded', 'partlyRefunded']

/**
 * A booking's money as its two parties see it (anyone else, admins too, gets null: admins use
 * the panel): amounts in kuruş from the stored terms and the ledger, where it stands, the dated
 * events and, for a paid booking, what cancelling now would do for the caller. Null also when
 * payments are off.
 */
export async function paymentView(
  payload: Payload,
  user: User,
  idParam: string,
): Promise<PaymentView | null> {
  const booking = await findBookingDoc(payload, user, idParam)
  if (!booking) return null
  const artistUser = idOf(booking.artistUser)
  const isArtist = user.id === artistUser
  if (!isArtist && user.id !== idOf(booking.organizer)) return null
  const settings = paymentSettings()
  if (!settings) return null
  const { docs } = await payload.find({
    collection: 'payments',
    where: { booking: { equals: booking.id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const payment = docs[0]
  const amounts = bookingAmounts(booking, settings.commissionPercent)
  const balances = payment ? await paymentBalances(payload, payment.id) : null
  // Whether the artist can be paid; the details themselves stay sealed.
  const { totalDocs: payouts } = await payload.count({
    collection: 'payout-details',
    where: { and: [{ user: { equals: artistUser } }, { payeeKey: { exists: true } }] },
    overrideAccess: true,
  })
  // The booking's own checkout pages, for its parties (the collection is closed to requests).
  const attempts = payment
    ? (
        await payload.find({
          collection: 'checkout-attempts',
          where: { payment: { equals: payment.id } },
          sort: 'startedAt',
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
    : []
  const stored = payment?.status ?? 'due'
  const status = stored === 'due' && !amounts ? 'unpaid' : stored
  // The gig's start of a booking the caller is a party to.
  const gig = await payload.findByID({
    collection: 'gigs',
    id: idOf(booking.gig),
    depth: 0,
    overrideAccess: true,
  })
  const settled = SETTLED.includes(status)
  const block = await payoutBlockOf(payload, { user: artistUser })
  // The statement of the payee's own payout (the collection is closed to requests).
  const statement =
    isArtist && payment
      ? (
          await payload.find({
            collection: 'commission-statements',
            where: { payment: { equals: payment.id } },
            limit: 1,
            depth: 0,
            overrideAccess: true,
          })
        ).docs[0]
      : undefined
  const commission = settled
    ? (balances?.commission ?? 0)
    : (payment?.commission ?? amounts?.commission ?? 0)
  const gross = payment?.amount ?? amounts?.amount ?? 0
  const withholding = settled
    ? (balances?.withholding ?? 0)
    : withholdingOn(gross, withholdingBasisPoints(block.taxStatus))
  return {
    status,
    amount: gross,
    commission,
    withholding,
    artistAmount: settled ? (balances?.released ?? 0) : gross - commission - withholding,
    refunded: balances?.refunded ?? 0,
    released: balances?.released ?? 0,
    settled,
    charged: (balances?.charged ?? 0) + (balances?.stray.charged ?? 0),
    attempts: attempts.map((a) => ({
      amount: a.amount ?? 0,
      state: a.state,
      at: a.startedAt,
      note: a.note ?? null,
      declineCode: a.declineCode ?? null,
    })),
    currency: 'TRY',
    dueAt: status === 'due' ? (payment?.dueAt ?? null) : null,
    // The planned release, while it still applies: a held payment waits for an admin instead.
    releaseAt: status === 'paid' ? (payment?.releaseAt ?? null) : null,
    policy: (payment?.policy ?? amounts?.policy ?? null) as CancellationPolicy | null,
    ifCancelledNow:
      status === 'paid' && booking.state === 'confirmed'
        ? cancellationSplit(
            payment!.amount ?? 0,
            payment!.policy,
            gig.date,
            isArtist ? 'artist' : 'organizer',
          )
        : null,
    problemFrom: status === 'paid' ? gig.date : null,
    canPay: status === 'due' && !isArtist && payouts > 0 && booking.state === 'confirmed',
    releaseHours: settings.releaseHours,
    artistHasPayout: payouts > 0,
    commissionStatement: statement ? statementNumber(statement.number) : null,
    payoutMissing: block.missing.length ? (isArtist ? block.missing : ['payoutDetails']) : [],
    problem: payment?.problem ?? null,
    decisionNote: payment?.decisionNote ?? null,
    events: (payment?.events ?? []).map((e) => ({
      at: e.at,
      type: e.type,
      amount: e.amount ?? null,
      note: e.note ?? null,
    })),
    testMode: settings.standIn,
  }
}
