'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { useSession } from '@/components/session/useSession'
import type { ApplicationSummary } from '@/server/market/applications/toApplicationSummary'
import type { BookingSummary } from '@/server/market/bookings/toBookingSummary'

import { ApplicationCard } from './ApplicationCard'
import { BookingList } from './BookingList.client'
import { CalendarFeed } from './CalendarFeed.client'
import { MyGigsWithCounts } from './MyGigsWithCounts.client'
import styles from './Market.module.css'

/** /panom: applications, invitations and bookings; an organizer's gigs with pending counts. */
export function Dashboard() {
  const t = useTranslations('Market2.dashboard')
  const { user } = useSession()
  const applications = useApi<ApplicationSummary[]>('/api/me/applications')
  const bookings = useApi<BookingSummary[]>('/api/me/bookings')
  const all = applications.data ?? []
  const sections = [
    { key: 'applications', items: all.filter((a) => a.kind === 'application') },
    { key: 'invitations', items: all.filter((a) => a.kind === 'invitation') },
  ] as const
  return (
    <>
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('description')}</p>
      </header>
      {user?.role === 'organizer' ? <MyGigsWithCounts /> : null}
      {sections.map(({ key, items }) => (
        <section key={key} aria-labelledby={`dashboard-${key}`}>
          <h2 id={`dashboard-${key}`}>{t(key)}</h2>
          {items.length ? (
            <ul className={styles.list}>
              {items.map((application) => (
                <ApplicationCard key={application.id} application={application} />
              ))}
            </ul>
          ) : (
            <p>{t('noItems')}</p>
          )}
        </section>
      ))}
      <BookingList bookings={bookings.data ?? []} />
      <CalendarFeed />
    </>
  )
}
