'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { Link } from '@/i18n/navigation'
import type { MyTicket } from '@/server/tickets'

import styles from './MyTickets.module.css'
import { ShowTickets } from './ShowTickets.client'

/** The fan's tickets grouped by show, upcoming shows first (the API's order), then past ones. */
function byShow(tickets: MyTicket[]): MyTicket[][] {
  const groups = new Map<number, MyTicket[]>()
  for (const ticket of tickets)
    groups.set(ticket.show.id, [...(groups.get(ticket.show.id) ?? []), ticket])
  return [...groups.values()]
}

/** "My tickets": each show with where and when, and each ticket's QR code for the door. */
export function MyTickets() {
  const t = useTranslations('MyTickets')
  const tickets = useApi<MyTicket[]>('/api/me/tickets')
  const now = new Date().toISOString()
  const groups = byShow(tickets.data ?? [])
  const upcoming = groups.filter(([first]) => first!.show.date >= now)
  const past = groups.filter(([first]) => first!.show.date < now)
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      {!tickets.data ? (
        <p aria-busy="true">{tickets.error ? tickets.error.message : t('loading')}</p>
      ) : !groups.length ? (
        <div className={`card ${styles.empty}`}>
          <p>{t('empty')}</p>
          <Link className="button" href="/shows">
            {t('browse')}
          </Link>
        </div>
      ) : (
        <>
          {upcoming.map((group) => (
            <ShowTickets
              key={group[0]!.show.id}
              tickets={group}
              upcoming
              onRefunded={() => void tickets.reload()}
            />
          ))}
          {past.length ? <h2 className={styles.past}>{t('past')}</h2> : null}
          {past.map((group) => (
            <ShowTickets
              key={group[0]!.show.id}
              tickets={group}
              upcoming={false}
              onRefunded={() => void tickets.reload()}
            />
          ))}
        </>
      )}
    </div>
  )
}
