'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useParams } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import { getPathname, usePathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'

type Pathname = keyof typeof routing.pathnames

type Href = Parameters<typeof getPathname>[0]['href']

const isPathname = (path: string): path is Pathname => path in routing.pathnames

const noChanges = () => () => {}

/** The route's dynamic segments but the locale, as the pathnames table names them. */
function pathParams(params: ReturnType<typeof useParams>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(params ?? {}))
    if (key !== 'locale' && typeof value === 'string') values[key] = value
  return values
}

/**
 * The same page in the other language, query string kept. The page may be static, so the address
 * is worked out in the browser: until then (and on a path the table does not know) it is the
 * other language's home page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('Header')
  const locale = useLocale() as Locale
  const other: Locale = locale === 'tr' ? 'en' : 'tr'
  const pathname = usePathname()
  const params = useParams()
  // The address bar's query, read only in the browser (the server renders the page once for all).
  const search = useSyncExternalStore(
    noChanges,
    () => window.location.search,
    () => null,
  )
  const href =
    search === null || !isPathname(pathname)
      ? getPathname({ locale: other, href: '/' })
      : `${getPathname({ locale: other, href: { pathname, params: pathParams(params) } as Href })}${search}`

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t('switchLanguageLabel')}
      className={className}
    >
      {t('switchLanguage')}
    </a>
  )
}
