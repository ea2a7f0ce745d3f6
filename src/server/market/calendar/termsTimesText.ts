import 'server-only'

import type { BookingTerms } from '../../../lib/market/bookingTerms'
import { type Locale, TIME_ZONE, dateTag } from '../../../i18n/locales'
import { translate } from '../../platform'

const clock = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(dateTag(locale), {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(iso))

/** "Load-in Fri 17:00 · Soundcheck Fri 18:30 · Set Fri 21:00 (60 min)", in Istanbul time. */
export function termsTimesText(terms: BookingTerms, locale: Locale): string {
  const parts = [
    terms.loadInAt
      ? `${translate(locale, 'Terms.ics.loadIn')} ${clock(locale, terms.loadInAt)}`
      : '',
    terms.soundcheckAt
      ? `${translate(locale, 'Terms.ics.soundcheck')} ${clock(locale, terms.soundcheckAt)}`
      : '',
    terms.doorsAt ? `${translate(locale, 'Terms.ics.doors')} ${clock(locale, terms.doorsAt)}` : '',
    `${translate(locale, 'Terms.ics.set')} ${clock(locale, terms.setAt)} (${translate(locale, 'Terms.ics.minutes', { count: terms.setLengthMinutes })})`,
  ]
  return parts.filter(Boolean).join(' · ')
}
