import { getTranslations } from 'next-intl/server'

import { ArtistCard } from '@/components/artists/ArtistCard'
import styles from '@/components/artists/Directory.module.css'
import { DirectoryFilters } from '@/components/artists/DirectoryFilters'
import { DirectoryPagination } from '@/components/artists/DirectoryPagination'
import { ResultCount } from '@/components/lists/ResultCount'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { listPublicArtists } from '@/server/profiles'
import { parseDirectoryQuery } from '@/server/profiles'

/** The artists directory for `search` (its filters and page). */
export async function ArtistsList({ locale, search }: { locale: Locale; search: URLSearchParams }) {
  const t = await getTranslations('Artists')
  const query = parseDirectoryQuery(search)
  const { artists, pagination } = await listPublicArtists(query)
  const basePath = getPathname({ locale, href: '/artists' })
  return (
    <>
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <DirectoryFilters query={query} withActType withAvailableOn resetHref={basePath} />
      {artists.length === 0 ? (
        <p className="status-message">
          {query.availableOn ? t('emptyOnDay', { day: query.availableOn }) : t('empty')}
        </p>
      ) : (
        <>
          <ResultCount total={pagination.total} capped={pagination.capped} />
          <ul className={styles.grid}>
            {artists.map((artist) => (
              <ArtistCard key={artist.slug} artist={artist} />
            ))}
          </ul>
        </>
      )}
      <DirectoryPagination basePath={basePath} query={query} pagination={pagination} />
    </>
  )
}
