import 'server-only'

import type { Payload } from 'payload'

import { dateTag, type Locale, TIME_ZONE } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'
import type { User } from '@/payload-types'
import { findBooking, findBookingDoc, idOf, type BookingSummary } from '@/server/market'
import {
  bilingualPdf,
  fail,
  translate,
  type Bilingual,
  type BilingualRow,
  type Failure,
  type MessageKey,
  type MessageValues,
} from '@/server/platform'

import { paymentView, type PaymentView } from './paymentView'

/** Which document a party gets: the organizer a receipt, the artist a payout statement. */
type Party = 'organizer' | 'artist'

const both = (make: (locale: Locale) => string): Bilingual => ({ tr: make('tr'), en: make('en') })
const text = (key: string, values?: MessageValues) =>
  both((locale) => translate(locale, `Payments.statement.${key}` as MessageKey, values))
const when = (iso: string) =>
  both((locale) =>
    new Intl.DateTimeFormat(dateTag(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    }).format(new Date(iso)),
  )
const money = (kurus: number) => both((locale) => formatMoney(kurus, locale))

/**
 * The rows of a party's payment document, in both languages: the booking, then the money as the
 * ledger has it (the organizer: paid, refunded, net; the artist: the fee, the commission, the
 * withholding, the net share, what was paid out: fee − refunded − commission − withholding = share), then each dated event.
 */
export function statementRows(
  view: PaymentView,
  booking: Pick<BookingSummary, 'id' | 'gig' | 'artist'>,
  party: Party,
): BilingualRow[] {
  const row = (key: string, value: Bilingual): BilingualRow => ({ label: text(key), value })
  const paidAt = view.events.find((event) => event.type === 'paid')?.at
  const releasedAt = view.events.find((event) => event.type === 'released')?.at
  const amounts =
    party === 'organizer'
      ? [
          row('paid', money(view.amount)),
          ...(paidAt ? [row('paidAt', when(paidAt))] : []),
          row('refunded', money(view.refunded)),
          row('net', money(view.amount - view.refunded)),
          // What the net became, once settled: Sahne's commission and the artist's payout.
          ...(view.settled
            ? [
                row('commission', money(view.commission)),
                row('withholding', money(view.withholding)),
                row('releasedToArtist', money(view.released)),
              ]
            : []),
        ]
      : [
          row('fee', money(view.amount)),
          ...(view.refunded > 0 ? [row('refundedToVenue', money(view.refunded))] : []),
          row('commission', money(view.commission)),
          row('withholding', money(view.withholding)),
          row('share', money(view.artistAmount)),
          row('released', money(view.released)),
          ...(releasedAt
            ? [row('releasedAt', when(releasedAt))]
            : view.releaseAt
              ? [row('releaseAt', when(view.releaseAt))]
              : []),
        ]
  return [
    row('gig', { tr: booking.gig.title, en: booking.gig.title }),
    row('date', when(booking.gig.date)),
    row('venue', { tr: booking.gig.venue, en: booking.gig.venue }),
    row('artist', { tr: booking.artist.name, en: booking.artist.name }),
    row(
      'status',
      both((locale) => translate(locale, `Payments.card.status.${view.status}` as MessageKey)),
    ),
    ...(view.policy
      ? [
          row(
            'policy',
            both((locale) => translate(locale, `Terms.policy.${view.policy}.name` as MessageKey)),
          ),
        ]
      : []),
    ...amounts,
    ...view.events
      .filter((event) => event.type !== 'checkoutStarted')
      .map((event) => ({
        label: when(event.at),
        value: both(
          (locale) =>
            translate(locale, `Payments.card.event.${event.type}` as MessageKey) +
            (event.amount ? ` · ${formatMoney(event.amount, locale)}` : ''),
        ),
      })),
  ]
}

/**
 * A booking's payment document for the caller: the organizer's receipt or the artist's payout
 * statement, as a bilingual A4 PDF with its file name. Null for anyone but the two parties (or
 * while payments are off); a conflict while nothing has been paid.
 */
export async function paymentStatementPdf(
  payload: Payload,
  user: User,
  idParam: string,
  now = new Date(),
): Promise<{ pdf: Uint8Array; filename: string } | Failure<'conflict'> | null> {
  const view = await paymentView(payload, user, idParam)
  const booking = await findBooking(payload, user, idParam)
  const doc = await findBookingDoc(payload, user, idParam)
  if (!view || !booking || !doc) return null
  if (view.status === 'due' || view.status === 'unpaid')
    return fail('conflict', 'Payments.errors.nothingPaidYet')
  const party: Party = user.id === idOf(doc.artistUser) ? 'artist' : 'organizer'
  const issued = now.toISOString().slice(0, 10)
  const pdf = await bilingualPdf({
    title: text(`title.${party}`),
    subtitle: text('number', { id: booking.id }),
    rows: statementRows(view, booking, party),
    issued: text('issued', { date: issued }),
  })
  const name = party === 'organizer' ? 'receipt' : 'payout-statement'
  return { pdf, filename: `sahne-${name}-${booking.id}.pdf` }
}
