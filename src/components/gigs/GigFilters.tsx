import { getTranslations } from 'next-intl/server'

import { ListFilters } from '@/components/market/filters/ListFilters'
import { Link } from '@/i18n/navigation'

/** The gig list's filters: the shared ones, a minimum fee, and a switch to past gigs. */
export async function GigFilters({ search }: { search: URLSearchParams }) {
  const t = await getTranslations('Gigs')
  const past = search.get('past') === '1'
  const labels = {
    form: t('filters'),
    city: t('city'),
    anyCity: t('allCities'),
    genre: t('genres'),
    anyGenre: t('allGenres'),
    from: t('from'),
    to: t('to'),
    apply: t('apply'),
  }
  const actions = (
    <>
      <Link href="/gigs">{t('clear')}</Link>
      <Link href={{ pathname: '/gigs', query: past ? {} : { past: '1' } }}>
        {t(past ? 'upcomingGigs' : 'pastGigs')}
      </Link>
    </>
  )
  return (
    <ListFilters search={search} idPrefix="filter" labels={labels} actions={actions}>
      <div className="field">
        <label htmlFor="filter-minFee">{t('minFee')}</label>
        <input
          id="filter-minFee"
          name="minFee"
          type="number"
          min={0}
          step={100}
          defaultValue={search.get('minFee') ?? ''}
        />
      </div>
      {past ? <input type="hidden" name="past" value="1" /> : null}
    </ListFilters>
  )
}
