'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'

import { usePublicApi } from '@/components/data/usePublicApi'
import { Link } from '@/i18n/navigation'
import { cityName } from '@/lib/market/cities'
import { istanbulDay } from '@/lib/market/istanbulTime'
import type { PublicShow } from '@/server/market'

import styles from './WeekShows.module.css'
import { TIME_ZONE } from '@/i18n/locales'
import { CitySelect } from '@/components/forms/CitySelect.client'

const KEY = 'sahne.homeCity'
const WEEK_MS = 6 * 24 * 60 * 60 * 1000
const noChanges = () => () => {}

/**
 * The home page's "This week in …": the coming seven days' shows in the city the visitor picks;
 * when the week has none, the city's next shows after it, so the page never says "none" while
 * shows are coming.
 */
export function WeekShows() {
  const t = useTranslations('Shows')
  const format = useFormatter()
  // The city picked on an earlier visit (none while rendering on the server).
  const saved = useSyncExternalStore(
    noChanges,
    () => localStorage.getItem(KEY),
    () => null,
  )
  const [picked, setPicked] = useState<string | null>(null)
  const city = picked ?? (saved && cityName(saved) ? saved : 'istanbul')
  const [now] = useState(() => Date.now())
  const query = new URLSearchParams({
    city,
    from: istanbulDay(new Date(now)),
    to: istanbulDay(new Date(now + WEEK_MS)),
    limit: '6',
  })
  const week = usePublicApi<PublicShow[]>(`/api/shows?${query}`)
  const laterQuery = new URLSearchParams({ city, from: istanbulDay(new Date(now)), limit: '6' })
  const later = usePublicApi<PublicShow[]>(
    week.data && !week.data.length ? `/api/shows?${laterQuery}` : null,
  )
  const comingLater = Boolean(week.data && !week.data.length && later.data?.length)
  const shows = comingLater ? later : week
  const settled = week.data && (week.data.length || later.data)
  const pick = (value: string) => {
    setPicked(value)
    localStorage.setItem(KEY, value)
  }
  return (
    <section className={styles.section} aria-labelledby="week-shows">
      <div className={styles.head}>
        <h2 id="week-shows">
          {t(comingLater ? 'comingUp' : 'thisWeek', { city: cityName(city) ?? city })}
        </h2>
        <div className="field">
          <label htmlFor="week-city">{t('pickCity')}</label>
          <CitySelect id="week-city" value={city} onChange={(event) => pick(event.target.value)} />
        </div>
      </div>
      {shows.data?.length ? (
        <ul className={styles.list}>
          {shows.data.map((show) => (
            <li key={show.id} className={`card ${styles.item}`}>
              <time dateTime={show.date}>
                {format.dateTime(new Date(show.date), {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                  hour: '2-digit',
                  minute: '2-digit',
                  timeZone: TIME_ZONE,
                })}
              </time>
              <Link href={{ pathname: '/shows/[id]', params: { id: String(show.id) } }}>
                {show.title}
              </Link>
              <span>{show.lineup.map((artist) => artist.name).join(', ')}</span>
              <span>
                {[show.venue, show.city].filter(Boolean).join(', ')} ·{' '}
                {t('goingCount', { count: show.goingCount })}
              </span>
            </li>
          ))}
        </ul>
      ) : settled ? (
        <p className={styles.empty}>{t('thisWeekEmpty', { city: cityName(city) ?? city })}</p>
      ) : (
        <p aria-busy="true" className={styles.empty} />
      )}
      <Link href={{ pathname: '/shows', query: { city } }} className="button secondary">
        {t('allShows')}
      </Link>
    </section>
  )
}
