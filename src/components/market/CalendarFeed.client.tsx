'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'

type CalendarFeedPath = { path: string }

/** The private calendar address of the user's bookings, and a button for a new one. */
export function CalendarFeed() {
  const t = useTranslations('Market2.dashboard')
  const send = useSend()
  const feed = useApi<CalendarFeedPath>('/api/me/calendar')
  const regenerate = async () => {
    const reply = await send<CalendarFeedPath>('/api/me/calendar')
    // The new secret is the answer: it goes into the cache without another read.
    if (reply.ok && reply.data) void feed.mutate(reply, { revalidate: false })
  }
  const path = feed.data?.path
  if (!path) return null
  const url = `${window.location.origin}${path}`
  return (
    <section aria-labelledby="dashboard-calendar">
      <h2 id="dashboard-calendar">{t('calendar')}</h2>
      <p>{t('calendarHelp')}</p>
      <p>
        <a href={url}>{url}</a>
      </p>
      <button type="button" className="button small secondary" onClick={() => void regenerate()}>
        {t('newCalendarSecret')}
      </button>
    </section>
  )
}
