import { useTranslations } from 'next-intl'
import type { ComponentProps, ReactNode } from 'react'

import { MoneySummary } from '@/components/payments/MoneySummary.client'
import type { BookingSummary } from '@/server/market'

import { BookingCard } from './BookingCard.client'
import { CardsSection } from './CardsSection'

type Props = {
  upcoming: BookingSummary[]
  /** What to do next when no booking is coming (an artist browses gigs). */
  upcomingAction?: NonNullable<ComponentProps<typeof CardsSection>['empty']['action']>
  /** Past bookings, and for an artist their answered applications. */
  history: ReactNode[]
  /** An organizer sees no history section until there is some. */
  hideEmptyHistory?: boolean
  /** Bookings listed above, waiting for the reader's answer: an empty list here is not "none". */
  waitingAbove?: number
}

/** The end of both market dashboards: the money, the bookings to come, then the history. */
export function BookingSections({
  upcoming,
  upcomingAction,
  history,
  hideEmptyHistory,
  waitingAbove = 0,
}: Props) {
  const t = useTranslations('Market2.dashboard')
  return (
    <>
      <MoneySummary />
      <CardsSection
        id="bookings"
        title={t('upcomingBookings')}
        empty={
          waitingAbove
            ? { text: t('upcomingBookingsWaiting', { count: waitingAbove }) }
            : { text: t('upcomingBookingsEmpty'), action: upcomingAction }
        }
        cards={upcoming.map((b) => (
          <BookingCard key={b.id} booking={b} />
        ))}
      />
      {history.length || !hideEmptyHistory ? (
        <CardsSection
          id="history"
          title={t('history')}
          empty={{ text: t('historyEmpty') }}
          cards={history}
        />
      ) : null}
    </>
  )
}
