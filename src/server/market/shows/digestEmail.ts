import 'server-only'

import { localizedPath } from '@/i18n/localizedPath'
import { type Locale, TIME_ZONE, dateTag } from '@/i18n/locales'
import { cityName } from '@/lib/market/cities'
import { siteUrl } from '@/lib/seo/siteUrl'

import type { EmailMessage } from '../../outreach'
import { renderEmail } from '../../outreach'
import { translate } from '../../platform'
import type { DigestContent } from './digestContent'
import type { DigestShow } from './weekShows'

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(dateTag(locale), {
    timeZone: TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))

const line = (locale: Locale, show: DigestShow) =>
  `${when(locale, show.date)}: ${show.title}, ${show.place} (${show.city}) ${siteUrl()}${localizedPath(locale, '/shows/[id]', { id: show.id })}`

/** The weekly digest mail, in the reader's language, with its signed unsubscribe link. */
export function digestEmail(
  to: string,
  locale: Locale,
  city: string | null,
  content: DigestContent,
  unsubscribeUrl: string,
): EmailMessage {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `Shows.digest.${key}` as Parameters<typeof translate>[1], values)
  const paragraphs = [
    ...(content.inCity.length
      ? [t('inCity', { city: cityName(city) ?? '' }), ...content.inCity.map((s) => line(locale, s))]
      : []),
    ...(content.followed.length
      ? [t('followed'), ...content.followed.map((s) => line(locale, s))]
      : []),
  ]
  const listPath = localizedPath(locale, '/shows')
  return renderEmail(to, {
    locale,
    subject: t('subject', { count: content.inCity.length + content.followed.length }),
    heading: t('heading'),
    paragraphs,
    action: { label: t('action'), url: `${siteUrl()}${listPath}${city ? `?city=${city}` : ''}` },
    footer: { kind: 'digest', unsubscribeUrl },
  })
}
