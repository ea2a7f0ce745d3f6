'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import type { MyAvailability } from '@/server/market'

/** Tells an artist, before they apply, that they are booked or have blocked the gig's day. */
export function BusyDayNotice({ day }: { day: string }) {
  const t = useTranslations('AvailabilityPage')
  const mine = useApi<MyAvailability>(`/api/me/availability?from=${day}&to=${day}`)
  const booking = mine.data?.bookings[0]
  if (booking)
    return (
      <p role="status" className="alert" data-testid="busy-day-notice">
        {t('bookedNotice', { day, gig: booking.gig, venue: booking.venue })}
      </p>
    )
  if (mine.data?.blocks.length)
    return (
      <p role="status" className="alert" data-testid="busy-day-notice">
        {t('blockedNotice', { day })}
      </p>
    )
  return null
}
