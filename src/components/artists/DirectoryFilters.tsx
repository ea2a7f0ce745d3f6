import { getTranslations } from 'next-intl/server'

import { ACT_TYPES } from '@/lib/market/actTypes'
import { CITIES } from '@/lib/market/cities'
import { GENRES } from '@/lib/market/genres'
import type { DirectoryQuery } from '@/server/profiles'

import styles from './Directory.module.css'

type Props = {
  query: DirectoryQuery
  withActType?: boolean
  /** The artists' "free on this day" field (venues have no calendar). */
  withAvailableOn?: boolean
  resetHref: string
}

/** The directory's filters as a plain GET form: it works without JavaScript and links can share it. */
export async function DirectoryFilters({ query, withActType, withAvailableOn, resetHref }: Props) {
  const t = await getTranslations('Directory')
  const market = await getTranslations('Market')
  return (
    <form method="get" className={`card ${styles.filters}`} role="search">
      <label>
        {t('search')}
        <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={100} />
      </label>
      <label>
        {t('city')}
        <select name="city" defaultValue={query.city ?? ''}>
          <option value="">{t('any')}</option>
          {CITIES.map(([key, name]) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('genre')}
        <select name="genre" defaultValue={query.genre ?? ''}>
          <option value="">{t('any')}</option>
          {GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {market(`genres.${genre}`)}
            </option>
          ))}
        </select>
      </label>
      {withActType ? (
        <label>
          {t('actType')}
          <select name="actType" defaultValue={query.actType ?? ''}>
            <option value="">{t('any')}</option>
            {ACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {market(`actTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {withAvailableOn ? (
        <label>
          {t('availableOn')}
          <input type="date" name="availableOn" defaultValue={query.availableOn ?? ''} />
        </label>
      ) : null}
      <button type="submit" className="button small">
        {t('apply')}
      </button>
      <a href={resetHref}>{t('reset')}</a>
    </form>
  )
}
