import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { toSearchParams, type PageSearchParams } from '@/lib/toSearchParams'

import { ArtistsList } from './ArtistsList'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<PageSearchParams>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Artists' })
  return pageMetadata({
    locale,
    href: '/artists',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

/** `artists` with a query the front's rewrite did not take (src/proxy.ts): rendered per request. */
export default async function ArtistsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const search = toSearchParams(await searchParams)
  return <ArtistsList locale={locale} search={search} />
}
