import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { VenueCard } from '@/components/venues/VenueCard'
import styles from '@/components/artists/Directory.module.css'
import { DirectoryFilters } from '@/components/artists/DirectoryFilters'
import { DirectoryPagination } from '@/components/artists/DirectoryPagination'
import { getPathname } from '@/i18n/navigation'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { listPublicVenues } from '@/server/people'
import { parseDirectoryQuery } from '@/server/market/directory/directoryQuery'
import type { Locale } from '@/i18n/locales'

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

export default async function VenuesPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Venues')
  const query = parseDirectoryQuery(await searchParams)
  const { venues, pagination } = await listPublicVenues(query)
  const basePath = getPathname({ locale, href: '/venues' })
  return (
    <>
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <DirectoryFilters query={query} resetHref={basePath} />
      {venues.length === 0 ? (
        <p className="status-message">{t('empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {venues.map((venue) => (
            <VenueCard key={venue.slug} venue={venue} />
          ))}
        </ul>
      )}
      <DirectoryPagination basePath={basePath} query={query} pagination={pagination} />
    </>
  )
}
