'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

/**
 * '3 days ago' for a date. Cached pages are rendered earlier than they are read: the server (and
 * the browser while hydrating) writes the date itself, and the browser then says how long ago it
 * was against its own clock.
 */
export function RelativeTime({ date }: { date: string | null | undefined }) {
  const locale = useLocale()
  const format = useFormatter()
  const t = useTranslations('Dates')
  // No clock on the server (0): a relative text rendered there would be frozen in the cache.
  const now = useSyncExternalStore(subscribeToNothing, currentMinute, () => 0)

  const absolute = new Date(date ?? Number.NaN)
  if (!date || Number.isNaN(absolute.getTime())) return <span>{t('invalidDate')}</span>
  const text = now
    ? format.relativeTime(absolute, now)
    : format.dateTime(absolute, { dateStyle: 'medium' })
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
