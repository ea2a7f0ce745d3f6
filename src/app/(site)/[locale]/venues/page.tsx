import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { toSearchParams, type PageSearchParams } from '@/lib/toSearchParams'

import { VenuesList } from './VenuesList'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<PageSearchParams>
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
  const search = toSearchParams(await searchParams)
  return <VenuesList locale={locale} search={search} />
}
