import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { GigCard } from '@/components/gigs/GigCard'
import { GigFilters } from '@/components/gigs/GigFilters'
import { GigPagination } from '@/components/gigs/GigPagination'
import styles from '@/components/gigs/Gigs.module.css'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { listGigsForPage } from '@/server/market'
import { parseGigListQuery } from '@/server/market/gigs/parseGigListQuery'
import type { Locale } from '@/i18n/locales'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Gigs' })
  return pageMetadata({
    locale,
    href: '/gigs',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

const toSearch = (params: SearchParams) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  )

/** Upcoming open gigs, soonest first, filtered by the query (`?city&genre&from&to&minFee&page`). */
export default async function GigsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Gigs')
  const search = toSearch(await searchParams)
  const query = parseGigListQuery(search)
  const result = await listGigsForPage(query)
  const filtered = [...search.keys()].some((key) => key !== 'page')
  return (
    <>
      <header className="page-header">
        <h1>{t(query.past ? 'pastGigs' : 'title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <GigFilters search={search} />
      {result.status === 'failed' ? (
        <p className="alert" role="alert">
          {t('listError')}
        </p>
      ) : result.data.length === 0 ? (
        <p className="status-message">{t(filtered ? 'noMatch' : 'empty')}</p>
      ) : (
        <>
          <ul className={styles.grid}>
            {result.data.map((gig) => (
              <GigCard key={gig.id} gig={gig} />
            ))}
          </ul>
          <GigPagination search={search} pagination={result.pagination} />
        </>
      )}
    </>
  )
}
