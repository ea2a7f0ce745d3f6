import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { GENRES } from '@/lib/market/genres'
import { matchCity, matchGenre } from '@/lib/market/matchOption'

import styles from './ListFilters.module.css'
import { CitySelect } from '@/components/forms/CitySelect.client'

/** Each list's own words for the shared fields (the gig and show lists word them differently). */
type ListFilterLabels = {
  form: string
  city: string
  anyCity: string
  genre: string
  anyGenre: string
  from: string
  to: string
  apply: string
}

type Props = {
  search: URLSearchParams
  /** Keeps the field ids of each list apart. */
  idPrefix: string
  labels: ListFilterLabels
  /** Fields after the date range (the gig list's minimum fee). */
  children?: ReactNode
  /** Links after the submit button. */
  actions: ReactNode
}

/**
 * A list's city, genre and date filters as a plain GET form: they work without JavaScript, and a
 * filtered list has an address one can share. Submitting starts again from page 1.
 */
export async function ListFilters({ search, idPrefix, labels, children, actions }: Props) {
  const market = await getTranslations('Market')
  const value = (name: string) => search.get(name) ?? ''
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form method="get" className={styles.filters} aria-label={labels.form}>
      <div className="field">
        <label htmlFor={id('city')}>{labels.city}</label>
        <CitySelect
          id={id('city')}
          name="city"
          defaultValue={matchCity(value('city')) ?? ''}
          empty={labels.anyCity}
        />
      </div>
      <div className="field">
        <label htmlFor={id('genre')}>{labels.genre}</label>
        <select id={id('genre')} name="genre" defaultValue={matchGenre(value('genre')) ?? ''}>
          <option value="">{labels.anyGenre}</option>
          {GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {market(`genres.${genre}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('from')}>{labels.from}</label>
        <input id={id('from')} name="from" type="date" defaultValue={value('from')} />
      </div>
      <div className="field">
        <label htmlFor={id('to')}>{labels.to}</label>
        <input id={id('to')} name="to" type="date" defaultValue={value('to')} />
      </div>
      {children}
      <div className={styles.actions}>
        <button type="submit" className="button small">
          {labels.apply}
        </button>
        {actions}
      </div>
    </form>
  )
}
