import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArtistsList } from '@/app/(site)/[locale]/artists/ArtistsList'
import { GigsList } from '@/app/(site)/[locale]/gigs/GigsList'
import { ShowsList } from '@/components/shows/ShowsList'
import { VenuesList } from '@/app/(site)/[locale]/venues/VenuesList'
import type { Locale } from '@/i18n/locales'
import { isMarketList, searchOfSegment } from '@/lib/market/marketListSegment'
import { pageMetadata } from '@/lib/seo/pageMetadata'

type Props = { params: Promise<{ locale: Locale; list: string; query: string }> }

/*
 * `/gigler`, `/sanatcilar`, `/mekanlar` (and /en) with any filters, as the proxy rewrites them:
 * one ISR page per list and query, kept until a change expires the tags its reads carry.
 */
export const revalidate = 3600
export const dynamicParams = true
export const generateStaticParams = () => []

const NAMESPACE = { gigs: 'Gigs', artists: 'Artists', venues: 'Venues', shows: 'Shows' } as const

async function listOf(props: Props) {
  const { locale, list, query } = await props.params
  const search = searchOfSegment(query)
  if (!isMarketList(list) || !search) notFound()
  return { locale, list, search }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, list } = await listOf(props)
  const t = await getTranslations({ locale, namespace: NAMESPACE[list] })
  return pageMetadata({
    locale,
    href: `/${list}`,
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

export default async function MarketListPage(props: Props) {
  const { locale, list, search } = await listOf(props)
  setRequestLocale(locale)
  if (list === 'gigs') return <GigsList search={search} />
  if (list === 'shows') return <ShowsList search={search} />
  if (list === 'artists') return <ArtistsList locale={locale} search={search} />
  return <VenuesList locale={locale} search={search} />
}
