import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArtistCard } from '@/components/artists/ArtistCard'
import styles from '@/components/artists/Directory.module.css'
import { DirectoryFilters } from '@/components/artists/DirectoryFilters'
import { DirectoryPagination } from '@/components/artists/DirectoryPagination'
import { getPathname } from '@/i18n/navigation'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { listPublicArtists } from '@/server/people'
import { parseDirectoryQuery } from '@/server/market/directory/directoryQuery'
import type { Locale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
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

export default async function ArtistsPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Artists')
  const query = parseDirectoryQuery(await searchParams)
  const { artists, pagination } = await listPublicArtists(query)
  const basePath = getPathname({ locale, href: '/artists' })
  return (
    <>
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <DirectoryFilters query={query} withActType resetHref={basePath} />
      {artists.length === 0 ? (
        <p className="status-message">{t('empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {artists.map((artist) => (
            <ArtistCard key={artist.slug} artist={artist} />
          ))}
        </ul>
      )}
      <DirectoryPagination basePath={basePath} query={query} pagination={pagination} />
    </>
  )
}
