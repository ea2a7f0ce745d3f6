import { getTranslations } from 'next-intl/server'

import { GigCard } from '@/components/gigs/GigCard'
import { GigFilters } from '@/components/gigs/GigFilters'
import { GigPagination } from '@/components/gigs/GigPagination'
import { ResultCount } from '@/components/lists/ResultCount'
import styles from '@/components/gigs/Gigs.module.css'
import { listGigsForPage } from '@/server/market'
import { parseGigListQuery } from '@/server/market'

/** Upcoming open gigs, soonest first, filtered by the query (`?city&genre&from&to&minFee&page`). */
export async function GigsList({ search }: { search: URLSearchParams }) {
  const t = await getTranslations('Gigs')
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
          <ResultCount total={result.pagination.total} capped={result.pagination.capped} />
          <ul className={styles.grid}>
            {result.data.map((gig, index) => (
              <GigCard key={gig.id} gig={gig} priority={index === 0} />
            ))}
          </ul>
          <GigPagination search={search} pagination={result.pagination} />
        </>
      )}
    </>
  )
}
