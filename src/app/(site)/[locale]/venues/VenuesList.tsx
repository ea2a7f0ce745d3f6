import { getTranslations } from 'next-intl/server'

import { VenueCard } from '@/components/venues/VenueCard'
import styles from '@/components/artists/Directory.module.css'
import { DirectoryFilters } from '@/components/artists/DirectoryFilters'
import { DirectoryPagination } from '@/components/artists/DirectoryPagination'
import { ResultCount } from '@/components/lists/ResultCount'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { listPublicVenues } from '@/server/profiles'
import { parseDirectoryQuery } from '@/server/profiles'

/** The venues directory for `search` (its filters and page). */
export async function VenuesList({ locale, search }: { locale: Locale; search: URLSearchParams }) {
  const t = await getTranslations('Venues')
  const query = parseDirectoryQuery(search)
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
        <>
          <ResultCount total={pagination.total} capped={pagination.capped} />
          <ul className={styles.grid}>
            {venues.map((venue) => (
              <VenueCard key={venue.slug} venue={venue} />
            ))}
          </ul>
        </>
      )}
      <DirectoryPagination basePath={basePath} query={query} pagination={pagination} />
    </>
  )
}
