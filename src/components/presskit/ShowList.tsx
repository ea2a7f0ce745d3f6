import { getFormatter } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Show } from '@/server/market'

import styles from './PressKit.module.css'
import { TIME_ZONE } from '@/i18n/locales'

type Props = {
  title: string
  empty: string
  shows: Show[]
  showVenue?: boolean
  /** A past show's door count in words ("143 tickets scanned at the door"). */
  admittedText?: (count: number) => string
}

/** Gigs booked through the market, each linked to its show page (for fans, not the call), dated in Istanbul time. */
export async function ShowList({ title, empty, shows, showVenue = true, admittedText }: Props) {
  const format = await getFormatter()
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      {shows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.shows}>
          {shows.map((show) => (
            <li key={show.gigId} className={styles.show}>
              <Link href={{ pathname: '/shows/[id]', params: { id: String(show.gigId) } }}>
                {show.title}
              </Link>
              <span className={styles.showMeta}>
                <time dateTime={show.date}>
                  {format.dateTime(new Date(show.date), {
                    dateStyle: 'medium',
                    timeZone: TIME_ZONE,
                  })}
                </time>
                {showVenue ? (
                  <>
                    {' · '}
                    {show.venueSlug ? (
                      <Link href={{ pathname: '/venues/[slug]', params: { slug: show.venueSlug } }}>
                        {show.venue}
                      </Link>
                    ) : (
                      show.venue
                    )}
                  </>
                ) : null}
                {show.city ? ` · ${show.city}` : null}
                {show.admitted && admittedText ? ` · ${admittedText(show.admitted)}` : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
