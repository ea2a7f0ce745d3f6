import 'server-only'
import type { Locale } from '../../../i18n/locales'

/** A localized field read with `locale: 'all'`: either language may be empty, the other stands in. */
export function localizedText(value: unknown, locale: Locale) {
  const texts = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const text = (code: Locale) =>
    typeof texts[code] === 'string' && (texts[code] as string).trim() ? (texts[code] as string) : ''
  const other = locale === 'tr' ? 'en' : 'tr'
  return { shown: text(locale) || text(other) || null, tr: text('tr'), en: text('en') }
}
