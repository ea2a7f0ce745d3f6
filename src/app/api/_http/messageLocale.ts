import 'server-only'
import type { Locale } from '@/i18n/locales'

/**
 * The language of an API answer's messages: `?locale=tr|en` first, then the `Accept-Language`
 * header's first language, else `fallback`. Default English: API clients (not only the
 * Turkish-first site) read these messages; `Accept-Language: tr...` or `?locale=tr` asks for Turkish.
 */
export function messageLocale(request: Request, fallback: Locale = 'en'): Locale {
  const asked = new URL(request.url).searchParams.get('locale')
  if (asked === 'tr' || asked === 'en') return asked
  const accepted = request.headers.get('accept-language')?.trim().toLowerCase() ?? ''
  if (accepted.startsWith('tr')) return 'tr'
  return accepted.startsWith('en') ? 'en' : fallback
}
