import 'server-only'

import type { Payload } from 'payload'

import { dateTag, type Locale, TIME_ZONE } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'
import type { User } from '@/payload-types'
import { findBooking, findBookingDoc, idOf } from '@/server/market'
import {
  bilingualPdf,
  translate,
  type Bilingual,
  type BilingualRow,
  type MessageKey,
  type MessageValues,
} from '@/server/platform'

import { paymentBalances } from '../ledger/paymentBalances'
import { findRow, openRow } from '../payout/payoutRow'

const both = (make: (locale: Locale) => string): Bilingual => ({ tr: make('tr'), en: make('en') })
const text = (key: string, values?: MessageValues) =>
  both((locale) => translate(locale, `Payments.commissionStatement.${key}` as MessageKey, values))
const money = (kurus: number) => both((locale) => formatMoney(kurus, locale))
const same = (value: string): Bilingual => ({ tr: value, en: value })

/** A statement's number as printed: `SHN-K-000042`. */
export const statementNumber = (number: number) => `SHN-K-${String(number).padStart(6, '0')}`

/**
 * The numbered commission statement of a released booking's payment, for its payee (the artist)
 * alone, as a bilingual A4 PDF: who was paid, for which gig, and the ledger's gross, Sahne's
 * commission, the tax withheld and the net paid out (gross − commission − withholding = net).
 * Null for anyone else, or while nothing was released.
 */
export async function commissionStatementPdf(
  payload: Payload,
  user: User,
  idParam: string,
): Promise<{ pdf: Uint8Array; filename: string } | null> {
  const doc = await findBookingDoc(payload, user, idParam)
  const booking = await findBooking(payload, user, idParam)
  if (!doc || !booking || idOf(doc.artistUser) !== user.id) return null
  // The statement and the payment of the caller's own booking (both closed to requests).
  const { docs: payments } = await payload.find({
    collection: 'payments',
    where: { booking: { equals: doc.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const payment = payments[0]
  if (!payment) return null
  const { docs } = await payload.find({
    collection: 'commission-statements',
    where: { payment: { equals: payment.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const statement = docs[0]
  if (!statement) return null
  const balances = await paymentBalances(payload, payment.id)
  const row = await findRow(payload, { user: user.id })
  const payee = row ? openRow(row) : null
  const gross = balances.released + balances.commission + balances.withholding
  const issued = new Intl.DateTimeFormat(dateTag('tr'), {
    dateStyle: 'medium',
    timeZone: TIME_ZONE,
  })
  const rows: BilingualRow[] = [
    { label: text('number'), value: same(statementNumber(statement.number)) },
    { label: text('date'), value: same(issued.format(new Date(statement.createdAt))) },
    { label: text('issuer'), value: text('issuerName') },
    { label: text('payee'), value: same(payee?.legalName ?? booking.artist.name) },
    ...(payee
      ? [
          {
            label: text('payeeType'),
            value: both((locale) =>
              translate(locale, `Payments.payout.form.type.${payee.payeeType}` as MessageKey),
            ),
          },
        ]
      : []),
    ...(payee?.taxNumber
      ? [{ label: text('taxNumber'), value: same(`${payee.taxOffice ?? ''} ${payee.taxNumber}`) }]
      : []),
    { label: text('gig'), value: same(`${booking.gig.title} · ${booking.gig.venue}`) },
    { label: text('gross'), value: money(gross) },
    { label: text('commission'), value: money(balances.commission) },
    { label: text('withholding'), value: money(balances.withholding) },
    { label: text('net'), value: money(balances.released) },
  ]
  const pdf = await bilingualPdf({
    title: text('title'),
    subtitle: text('subtitle', { number: statementNumber(statement.number) }),
    rows,
    issued: text('note'),
  })
  return { pdf, filename: `sahne-commission-${statementNumber(statement.number)}.pdf` }
}
