'use client'

import { useTranslations } from 'next-intl'

import { AvailabilityCalendar } from '@/components/availability/AvailabilityCalendar.client'
import { ExternalCalendar } from '@/components/availability/ExternalCalendar.client'
import { useApi } from '@/components/data/useApi'
import { ArtistCityRequests } from '@/components/shows/ArtistCityRequests.client'
import type { ApplicationSummary } from '@/server/market'
import type { BookingSummary } from '@/server/market'

import { ApplicationCard } from './ApplicationCard'
import { BookingCard } from './BookingCard.client'
import { BookingSections } from './BookingSections'
import { CalendarFeed } from './CalendarFeed.client'
import { CardsSection } from './CardsSection'
import { splitBookings } from './splitBookings'

/**
 * An artist's dashboard: what needs their answer first (terms to confirm, then invitations), then
 * applications, bookings, history.
 */
export function ArtistDashboard() {
  const t = useTranslations('Market2.dashboard')
  const applications = useApi<ApplicationSummary[]>('/api/me/applications')
  const bookings = useApi<BookingSummary[]>('/api/me/bookings')
  if (!applications.data || !bookings.data) return <p aria-busy="true">{t('loading')}</p>
  const all = applications.data
  const invitations = all.filter((a) => a.kind === 'invitation' && a.state === 'pending')
  const pending = all.filter((a) => a.kind === 'application' && a.state === 'pending')
  const answered = all.filter((a) => a.state !== 'pending' && a.state !== 'accepted')
  const { upcoming: booked, past } = splitBookings(bookings.data)
  // Terms the organizer proposed and the artist has not answered (a change request is an answer).
  const termsWaiting = booked.filter((b) => b.termsStatus === 'proposed' && !b.termsChangeRequest)
  const upcoming = booked.filter((b) => !termsWaiting.includes(b))
  return (
    <>
      <CardsSection
        id="invitations"
        title={t('needsAnswer')}
        count={termsWaiting.length + invitations.length}
        empty={{
          text: t('needsAnswerEmpty'),
          action: { label: t('editProfile'), href: '/profile' },
        }}
        cards={[
          ...termsWaiting.map((b) => <BookingCard key={`b${b.id}`} booking={b} awaiting="terms" />),
          ...invitations.map((a) => <ApplicationCard key={a.id} application={a} />),
        ]}
      />
      <CardsSection
        id="applications"
        title={t('pendingApplications')}
        empty={{
          text: t('pendingApplicationsEmpty'),
          action: { label: t('browseGigs'), href: '/gigs' },
        }}
        cards={pending.map((a) => (
          <ApplicationCard key={a.id} application={a} />
        ))}
      />
      <BookingSections
        upcoming={upcoming}
        upcomingAction={{ label: t('browseGigs'), href: '/gigs' }}
        waitingAbove={termsWaiting.length}
        history={[
          ...past.map((b) => <BookingCard key={`b${b.id}`} booking={b} />),
          ...answered.map((a) => <ApplicationCard key={a.id} application={a} />),
        ]}
      />
      <AvailabilityCalendar />
      <ExternalCalendar />
      <CalendarFeed />
      <ArtistCityRequests />
    </>
  )
}
