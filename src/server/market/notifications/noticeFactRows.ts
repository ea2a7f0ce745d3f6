import 'server-only'

import { type Locale, TIME_ZONE, dateTag } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'

import { translate } from '../../platform'
import type { AgreedFee } from '../bookings/agreedFee'
import type { NoticeFacts } from './noticeFacts'

/** The gig's start in Istanbul time, written the recipient's way. */
const gigWhen = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(dateTag(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso))

const lira = (locale: Locale, kurus: number) => formatMoney(kurus, locale)

/** The fee in words: an amount, a range, or the door share. */
function feeText(locale: Locale, fee: NonNullable<AgreedFee>): string {
  if (fee.type === 'door') return translate(locale, 'NotificationMail.facts.door')
  if (fee.type === 'range')
    return translate(locale, 'NotificationMail.facts.range', {
      min: lira(locale, fee.min),
      max: lira(locale, fee.max),
    })
  return lira(locale, fee.amount)
}

/**
 * The facts block of a notice's mail: gig, date and time, venue and city, the fee (the agreed
 * one once there is a booking; an artist's proposal labelled so, beside what the gig offered;
 * never in a show's notice, which fans get) and, for a cancelled booking, its reason.
 */
export function noticeFactRows(locale: Locale, facts: NoticeFacts, { withFee = true } = {}) {
  const label = (
    key: 'gig' | 'date' | 'venue' | 'fee' | 'agreedFee' | 'proposedFee' | 'offeredFee' | 'reason',
  ) => translate(locale, `NotificationMail.facts.${key}`)
  const { gig, fee, offered, booking } = facts
  const rows = [{ label: label('gig'), value: gig.title }]
  if (gig.date) rows.push({ label: label('date'), value: gigWhen(locale, gig.date) })
  const venue = [gig.venue, gig.city].filter(Boolean).join(', ')
  if (venue) rows.push({ label: label('venue'), value: venue })
  if (fee && withFee) {
    const kind = booking ? 'agreedFee' : fee.type === 'proposed' ? 'proposedFee' : 'fee'
    rows.push({ label: label(kind), value: feeText(locale, fee) })
    if (offered && !booking)
      rows.push({ label: label('offeredFee'), value: feeText(locale, offered) })
  }
  const reason = booking?.cancelledFor
    ? translate(locale, `Bookings.cancelledFor.${booking.cancelledFor}`)
    : booking?.cancelReason
  if (reason) rows.push({ label: label('reason'), value: reason })
  return rows
}
