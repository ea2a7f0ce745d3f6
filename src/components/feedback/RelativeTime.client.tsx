'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { formatRelativeTime } from '@/lib/formatRelativeTime'

/**
 * '3 days ago' for a date. Cached pages are rendered earlier than they are read, so the browser
 * recomputes the text against its own clock once mounted.
 */
export function RelativeTime({ date }: { date: string | null | undefined }) {
  const locale = useLocale()
  const t = useTranslations('Dates')
  const now = useSyncExternalStore(subscribeToNothing, currentMinute, () => null)

  const text = formatRelativeTime(date, locale, now ?? undefined)
  if (!text) return <span>{t('invalidDate')}</span>
  const absolute = new Date(date as string)
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
