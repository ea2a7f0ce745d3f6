import { type Locale, TIME_ZONE, dateTag } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'

import { PROVIDES, type BookingTerms, type TermsStatus } from './bookingTerms'

/** A `Terms.*` text in one language, `key` without the namespace. */
type TermsText = (key: string, values?: Record<string, string | number>) => string

type Pair = Record<Locale, string>
type ConfirmationRow = { label: Pair; value: Pair }

/** What the confirmation shows of a booking (a BookingSummary fits). */
type ConfirmationBooking = {
  id: number
  gig: { title: string; date: string; venue: string; address: string | null }
  artist: { name: string }
  termsStatus: TermsStatus
  terms: BookingTerms | null
}

const LOCALES: Locale[] = ['tr', 'en']

const when = (locale: Locale, iso: string, dateStyle: 'full' | 'medium' = 'full') =>
  new Intl.DateTimeFormat(dateTag(locale), {
    dateStyle,
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso))

const lira = (locale: Locale, kurus: number) => formatMoney(kurus, locale)

/** One pair per language from a function of the language. */
const both = (make: (locale: Locale) => string): Pair =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Pair

/**
 * The booking confirmation as label/value rows in both languages, shared by the printable page
 * and the PDF so the two never say different things. Times in Istanbul time.
 */
export function confirmationRows(
  booking: ConfirmationBooking,
  text: Record<Locale, TermsText>,
): ConfirmationRow[] {
  const row = (label: string, value: (locale: Locale) => string): ConfirmationRow => ({
    label: both((locale) => text[locale](label)),
    value: both(value),
  })
  const terms = booking.terms
  const time = (iso: string | null) => (locale: Locale) =>
    iso ? when(locale, iso, 'medium') : text[locale]('notSet')
  const head = [
    row('document.gig', () => booking.gig.title),
    row('document.date', (locale) => when(locale, booking.gig.date)),
    row('document.venue', () =>
      [booking.gig.venue, booking.gig.address].filter(Boolean).join(', '),
    ),
    row('document.artist', () => booking.artist.name),
    row('document.status', (locale) => text[locale](`status.${booking.termsStatus}`)),
  ]
  if (!terms) return head
  const provided = PROVIDES.filter((key) => terms.provides[key])
  return [
    ...head,
    row('fee', (locale) =>
      terms.fee.type === 'door' || terms.fee.amount == null
        ? text[locale]('feeType.door')
        : lira(locale, terms.fee.amount),
    ),
    row('setLength', (locale) => text[locale]('minutes', { count: terms.setLengthMinutes })),
    row('loadIn', time(terms.loadInAt)),
    row('soundcheck', time(terms.soundcheckAt)),
    row('doors', time(terms.doorsAt)),
    row('setAt', time(terms.setAt)),
    row('provides', (locale) =>
      provided.length
        ? provided.map((key) => text[locale](`provision.${key}`)).join(', ')
        : text[locale]('providesNone'),
    ),
    row(
      'cancellationPolicy',
      (locale) =>
        `${text[locale](`policy.${terms.cancellationPolicy}.name`)}: ${text[locale](`policy.${terms.cancellationPolicy}.meaning`)}`,
    ),
  ]
}

/** A `Terms` catalogue object as a TermsText (simple `{name}` placeholders only). */
export function termsText(catalogue: Record<string, unknown>): TermsText {
  return (key, values = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as never)[part] : undefined),
        catalogue,
      )
    const template = typeof found === 'string' ? found : key
    return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
  }
}
