'use client'

import { useTranslations } from 'next-intl'

import { GENRES } from '@/lib/market/genres'

import styles from './GigForm.module.css'

/** The gig form's genre boxes. */
export function GigGenres({
  value,
  onChange,
}: {
  value: string[]
  onChange: (genres: string[]) => void
}) {
  const t = useTranslations('GigForm')
  const market = useTranslations('Market')
  return (
    <fieldset className={styles.genres}>
      <legend className="label">{t('genres')}</legend>
      {GENRES.map((genre) => (
        <label key={genre}>
          <input
            type="checkbox"
            checked={value.includes(genre)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, genre] : value.filter((g) => g !== genre))
            }
          />{' '}
          {market(`genres.${genre}`)}
        </label>
      ))}
    </fieldset>
  )
}
