'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { useSession } from '@/components/session/useSession'

import { marketApi } from './marketApi'

/** The private calendar address of the user's bookings, and a button for a new one. */
export function CalendarFeed() {
  const t = useTranslations('Market2.dashboard')
  const { token } = useSession()
  const [path, setPath] = useState<string | null>(null)
  useEffect(() => {
    if (token)
      void marketApi<{ path: string }>(token, '/api/me/calendar').then((r) =>
        setPath(r.data?.path ?? null),
      )
  }, [token])
  const regenerate = async () => {
    const reply = await marketApi<{ path: string }>(token, '/api/me/calendar', { method: 'POST' })
    if (reply.data) setPath(reply.data.path)
  }
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
