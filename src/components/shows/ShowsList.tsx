import { getTranslations } from 'next-intl/server'

import gigStyles from '@/components/gigs/Gigs.module.css'
import { ResultCount } from '@/components/lists/ResultCount'
import { Link } from '@/i18n/navigation'
import { listShowsForPage, parseShowListQuery } from '@/server/market'

import { ShowCard } from './ShowCard'
import { ShowFilters } from './ShowFilters'
import { ShowPagination } from './ShowPagination'

/** Upcoming shows, soonest first, filtered by `?city&genre&from&to&page`. */
export async function ShowsList({ search }: { search: URLSearchParams }) {
  const t = await getTranslations('Shows')
  const result = await listShowsForPage(parseShowListQuery(search))
  const filtered = [...search.keys()].some((key) => key !== 'page')
  return (
    <>
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <ShowFilters search={search} />
      {result.status === 'failed' ? (
        <p className="alert" role="alert">
          {t('listError')}
        </p>
      ) : result.data.length === 0 ? (
        <div className="status-message">
          <p>{t(filtered ? 'noMatch' : 'empty')}</p>
          <Link href={filtered ? '/shows' : '/artists'} className="button small">
            {t(filtered ? 'allShows' : 'dashboard.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ResultCount total={result.pagination.total} capped={result.pagination.capped} />
          <ul className={gigStyles.grid}>
            {result.data.map((show) => (
              <ShowCard key={show.id} show={show} />
            ))}
          </ul>
          <ShowPagination search={search} pagination={result.pagination} />
        </>
      )}
    </>
  )
}
