'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

/**
 * '3 days ago' for a date. Cached pages are rendered earlier than they are read, so the browser
 * recomputes the text against its own clock once mounted.
 */
export function RelativeTime({ date }: { date: string | null | undefined }) {
  const locale = useLocale()
  const format = useFormatter()
  const t = useTranslations('Dates')
  // The server renders against its clock, the browser against its own once mounted.
  const now = useSyncExternalStore(subscribeToNothing, currentMinute, currentMinute)

  const absolute = new Date(date ?? Number.NaN)
  if (!date || Number.isNaN(absolute.getTime())) return <span>{t('invalidDate')}</span>
  const text = format.relativeTime(absolute, now)
  return (
    <time
      dateTime={absolute.toISOString()}
      title={absolute.toLocaleString(locale)}
      suppressHydrationWarning
    >
      {text}
    </time>
  )
}

const subscribeToNothing = () => () => {}
// Rounded to the minute so the snapshot is stable between renders.
const currentMinute = () => Math.floor(Date.now() / 60_000) * 60_000
