'use client'

import { useFormatter } from 'next-intl'

import styles from './MyTickets.module.css'

type Props = {
  date: string
  city: string | null
  venue: { name: string; address: string | null } | null
}

/**
 * A ticket's show: when (the full date and time, in the reader's language and Istanbul's time)
 * and where (the venue's name over its address, or the city when it has none), as "My tickets"
 * and a ticket's own page both show it.
 */
export function ShowWhenWhere({ date, city, venue }: Props) {
  const format = useFormatter()
  const address = venue?.address
  return (
    <>
      <time dateTime={date} className={styles.when}>
        {format.dateTime(new Date(date), { dateStyle: 'full', timeStyle: 'short' })}
      </time>
      {venue ? (
        <p className={styles.place}>
          <strong>{venue.name}</strong>
          {address ? <span>{address}</span> : null}
          {city && !address ? <span>{city}</span> : null}
        </p>
      ) : null}
    </>
  )
}
