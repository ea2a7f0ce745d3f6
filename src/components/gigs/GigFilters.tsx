import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { CITIES } from '@/lib/market/cities'
import { GENRES } from '@/lib/market/genres'
import { matchCity, matchGenre } from '@/lib/market/matchOption'

import styles from './Gigs.module.css'

/**
 * The list's filters as a plain GET form: they work without JavaScript, and a filtered list has
 * an address one can share. Submitting starts again from page 1.
 */
export async function GigFilters({ search }: { search: URLSearchParams }) {
  const t = await getTranslations('Gigs')
  const market = await getTranslations('Market')
  const value = (name: string) => search.get(name) ?? ''
  return (
    <form method="get" className={styles.filters} aria-label={t('filters')}>
      <div className="field">
        <label htmlFor="filter-city">{t('city')}</label>
        <select id="filter-city" name="city" defaultValue={matchCity(value('city')) ?? ''}>
          <option value="">{t('allCities')}</option>
          {CITIES.map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-genre">{t('genres')}</label>
        <select id="filter-genre" name="genre" defaultValue={matchGenre(value('genre')) ?? ''}>
          <option value="">{t('allGenres')}</option>
          {GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {market(`genres.${genre}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-from">{t('from')}</label>
        <input id="filter-from" name="from" type="date" defaultValue={value('from')} />
      </div>
      <div className="field">
        <label htmlFor="filter-to">{t('to')}</label>
        <input id="filter-to" name="to" type="date" defaultValue={value('to')} />
      </div>
      <div className="field">
        <label htmlFor="filter-minFee">{t('minFee')}</label>
        <input
          id="filter-minFee"
          name="minFee"
          type="number"
          min={0}
          step={100}
          defaultValue={value('minFee')}
        />
      </div>
      {search.get('past') === '1' ? <input type="hidden" name="past" value="1" /> : null}
      <div className={styles.filterActions}>
        <button type="submit" className="button small">
          {t('apply')}
        </button>
        <Link href="/gigs">{t('clear')}</Link>
        <Link href={{ pathname: '/gigs', query: search.get('past') === '1' ? {} : { past: '1' } }}>
          {t(search.get('past') === '1' ? 'upcomingGigs' : 'pastGigs')}
        </Link>
      </div>
    </form>
  )
}
