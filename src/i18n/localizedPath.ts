import { routing } from './routing'
import type { Locale } from './locales'

type Href = keyof typeof routing.pathnames

/**
 * The public path of `href` in `locale` with its `[params]` filled in, for places outside a
 * request (emails, jobs) where next-intl's navigation helpers have no request to read.
 */
export function localizedPath(
  locale: Locale,
  href: Href,
  params: Record<string, string | number> = {},
): string {
  const entry: string | Record<Locale, string> = routing.pathnames[href]
  const template = typeof entry === 'string' ? entry : entry[locale]
  const path = template.replace(/\[(\w+)\]/g, (_, key: string) =>
    encodeURIComponent(String(params[key])),
  )
  if (locale === routing.defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
