'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import type { ApplicationSummary } from '@/server/market'
import type { BookingSummary } from '@/server/market'

import { ApplicationCard } from './ApplicationCard'
import { BookingCard } from './BookingCard.client'
import { BookingSections } from './BookingSections'
import { CalendarFeed } from './CalendarFeed.client'
import styles from './Cards.module.css'
import { CardsSection } from './CardsSection'
import { DashboardSection } from './DashboardSection'
import { MyGigsWithCounts } from './MyGigsWithCounts.client'
import { splitBookings } from './splitBookings'

/** Received applications by gig, pending first within each gig. */
function byGig(applications: ApplicationSummary[]) {
  const groups = new Map<number, { title: string; items: ApplicationSummary[] }>()
  for (const application of applications) {
    const group = groups.get(application.gig.id) ?? { title: application.gig.title, items: [] }
    group.items.push(application)
    groups.set(application.gig.id, group)
  }
  return [...groups.entries()].map(([id, group]) => ({
    id,
    title: group.title,
    items: group.items.sort(
      (a, b) => Number(b.state === 'pending') - Number(a.state === 'pending'),
    ),
  }))
}

/**
 * An organizer's dashboard: change requests waiting for their answer first (when there are any),
 * then their gigs, received applications by gig, invitations, bookings.
 */
export function OrganizerDashboard() {
  const t = useTranslations('Market2.dashboard')
  const applications = useApi<ApplicationSummary[]>('/api/me/applications')
  const bookings = useApi<BookingSummary[]>('/api/me/bookings')
  const all = applications.data ?? []
  const received = all.filter((a) => a.kind === 'application')
  const invitations = all.filter((a) => a.kind === 'invitation')
  const { upcoming: booked, past } = splitBookings(bookings.data ?? [])
  // The artist answered proposed terms with a change request: the organizer's turn.
  const changeAsked = booked.filter((b) => b.termsStatus === 'proposed' && b.termsChangeRequest)
  const upcoming = booked.filter((b) => !changeAsked.includes(b))
  const loaded = Boolean(applications.data && bookings.data)
  return (
    <>
      {changeAsked.length ? (
        <CardsSection
          id="waiting"
          title={t('needsAnswer')}
          count={changeAsked.length}
          // Shown only when a request waits: it is never empty.
          empty={{ text: '' }}
          cards={changeAsked.map((b) => (
            <BookingCard key={b.id} booking={b} awaiting="termsChange" />
          ))}
        />
      ) : null}
      <MyGigsWithCounts />
      {loaded ? (
        <>
          <DashboardSection
            id="received"
            title={t('received')}
            count={received.filter((a) => a.state === 'pending').length}
            isEmpty={!received.length}
            empty={{
              text: t('receivedEmpty'),
              action: { label: t('browseArtists'), href: '/artists' },
            }}
          >
            {byGig(received).map((group) => (
              <div key={group.id} className={styles.group} data-gig={group.id}>
                <h3>{group.title}</h3>
                <ul className={styles.list}>
                  {group.items.map((a) => (
                    <ApplicationCard key={a.id} application={a} />
                  ))}
                </ul>
              </div>
            ))}
          </DashboardSection>
          <CardsSection
            id="invitations"
            title={t('sentInvitations')}
            empty={{
              text: t('sentInvitationsEmpty'),
              action: { label: t('browseArtists'), href: '/artists' },
            }}
            cards={invitations.map((a) => (
              <ApplicationCard key={a.id} application={a} />
            ))}
          />
          <BookingSections
            upcoming={upcoming}
            history={past.map((b) => (
              <BookingCard key={b.id} booking={b} />
            ))}
            hideEmptyHistory
          />
          <CalendarFeed />
        </>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </>
  )
}
