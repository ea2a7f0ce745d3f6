import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/pageMetadata'

import { VenuesList } from './VenuesList'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Venues' })
  return pageMetadata({
    locale,
    href: '/venues',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

/** `venues` with a query the front's rewrite did not take (src/proxy.ts): rendered per request. */
export default async function VenuesPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const search = new URLSearchParams(
    Object.entries(await searchParams).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  )
  return <VenuesList locale={locale} search={search} />
}
