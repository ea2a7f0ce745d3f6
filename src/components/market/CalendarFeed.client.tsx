'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'

import styles from './Cards.module.css'

type CalendarFeedPath = { path: string }

/** The private calendar address of the user's bookings behind a copy button, and a new one. */
export function CalendarFeed() {
  const t = useTranslations('Market2.dashboard')
  const send = useSend()
  const feed = useApi<CalendarFeedPath>('/api/me/calendar')
  const [copied, setCopied] = useState(false)
  const regenerate = async () => {
    const reply = await send<CalendarFeedPath>('/api/me/calendar')
    // The new secret is the answer: it goes into the cache without another read.
    if (reply.ok && reply.data) void feed.mutate(reply, { revalidate: false })
    setCopied(false)
  }
  const path = feed.data?.path
  if (!path) return null
  const url = `${window.location.origin}${path}`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      // No clipboard (an insecure origin): the address stays selectable in the field.
      setCopied(false)
    }
  }
  return (
    <section className={styles.section} aria-labelledby="dashboard-calendar">
      <h2 id="dashboard-calendar">{t('calendar')}</h2>
      <div className={`card ${styles.card}`}>
        <p className={styles.small}>{t('calendarHelp')}</p>
        <label className="visually-hidden" htmlFor="calendar-address">
          {t('calendarAddress')}
        </label>
        <input
          id="calendar-address"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <div className={styles.actions}>
          <button type="button" className="button small" onClick={() => void copy()}>
            {t('copyCalendar')}
          </button>
          <button type="button" className={styles.quiet} onClick={() => void regenerate()}>
            {t('newCalendarSecret')}
          </button>
          <span role="status" className={styles.small}>
            {copied ? t('copied') : ''}
          </span>
        </div>
      </div>
    </section>
  )
}
