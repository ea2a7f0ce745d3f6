import { getTranslations } from 'next-intl/server'

import gigStyles from '@/components/gigs/Gigs.module.css'
import { Link } from '@/i18n/navigation'
import { CITIES } from '@/lib/market/cities'
import { GENRES } from '@/lib/market/genres'
import { matchCity, matchGenre } from '@/lib/market/matchOption'

/** The show list's filters as a plain GET form (works without JavaScript, shareable). */
export async function ShowFilters({ search }: { search: URLSearchParams }) {
  const t = await getTranslations('Shows.filters')
  const market = await getTranslations('Market')
  const value = (name: string) => search.get(name) ?? ''
  return (
    <form method="get" className={gigStyles.filters} aria-label={t('apply')}>
      <div className="field">
        <label htmlFor="show-city">{t('city')}</label>
        <select id="show-city" name="city" defaultValue={matchCity(value('city')) ?? ''}>
          <option value="">{t('anyCity')}</option>
          {CITIES.map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="show-genre">{t('genre')}</label>
        <select id="show-genre" name="genre" defaultValue={matchGenre(value('genre')) ?? ''}>
          <option value="">{t('anyGenre')}</option>
          {GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {market(`genres.${genre}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="show-from">{t('from')}</label>
        <input id="show-from" name="from" type="date" defaultValue={value('from')} />
      </div>
      <div className="field">
        <label htmlFor="show-to">{t('to')}</label>
        <input id="show-to" name="to" type="date" defaultValue={value('to')} />
      </div>
      <div className={gigStyles.filterActions}>
        <button type="submit" className="button small">
          {t('apply')}
        </button>
        <Link href="/shows">{t('clear')}</Link>
      </div>
    </form>
  )
}
