import { getTranslations } from 'next-intl/server'

import { ACT_TYPES } from '@/lib/market/actTypes'
import { GENRES } from '@/lib/market/genres'
import type { DirectoryQuery } from '@/server/profiles'

import styles from './Directory.module.css'
import { CitySelect } from '@/components/forms/CitySelect.client'

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
        <CitySelect name="city" defaultValue={query.city ?? ''} empty={t('any')} />
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
