'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { LIVE_REFRESH_MS } from '@/components/data/liveRefresh'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import { BOOKING_REVIEWS_ANCHOR } from '@/lib/market/reviewScores'
import type { NotificationItem, NotificationTarget } from '@/server/market'

import { BellIcon } from './BellIcon'
import styles from './Bell.module.css'

const FEED = '/api/me/notifications'

/** A notice as the feed answers it: `text` already worded in the page's language. */
type FeedItem = NotificationItem & { text: string }

/** Where a notification leads; every one leads somewhere, the dashboard at the least. */
function hrefOf(target: NotificationTarget) {
  if (target.kind === 'thread')
    return { pathname: '/dashboard/applications/[id]', params: { id: String(target.id) } } as const
  if (target.kind === 'gig')
    return { pathname: '/shows/[id]', params: { id: String(target.id) } } as const
  if (target.kind === 'venueGig')
    return { pathname: '/gigs/[id]', params: { id: String(target.id) } } as const
  if (target.kind === 'reviews')
    return {
      pathname: '/dashboard/applications/[id]',
      params: { id: String(target.id) },
      hash: BOOKING_REVIEWS_ANCHOR,
    } as const
  return '/dashboard' as const
}

/** The header's bell: the unread count (read again every 30 s while visible) and the latest notices. */
export function NotificationBell() {
  const t = useTranslations('Notifications')
  const { user } = useSession()
  const send = useSend()
  const format = useFormatter()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const feed = useApi<FeedItem[]>(user ? FEED : null, { refreshInterval: LIVE_REFRESH_MS })

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false)
    }
    document.addEventListener('keydown', close)
    document.addEventListener('pointerdown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('pointerdown', close)
    }
  }, [open])

  if (!user || !feed.answer) return null
  const unread = Number(feed.answer.body.unread ?? 0)

  const markRead = async (ids?: number[]) => {
    await send(`${FEED}/read`, { body: ids ? { ids } : {} })
    void feed.reload()
  }

  return (
    <div className={styles.bell} ref={root}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls="notification-list"
        aria-label={t('bell', { count: unread })}
        onClick={() => {
          setOpen(!open)
          if (!open) void feed.reload()
        }}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className={styles.badge} data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : (
          <span className="visually-hidden" data-testid="unread-count">
            0
          </span>
        )}
      </button>
      {open ? (
        <div id="notification-list" className={styles.panel}>
          <div className={styles.panelHead}>
            <h2>{t('title')}</h2>
            {unread > 0 ? (
              <button type="button" className={styles.markAll} onClick={() => void markRead()}>
                {t('markAllRead')}
              </button>
            ) : null}
          </div>
          {feed.data?.length ? (
            <ul className={styles.items} aria-label={t('title')}>
              {feed.data.map((item) => (
                <li key={item.id}>
                  <Link
                    href={hrefOf(item.target)}
                    className={item.read ? styles.item : `${styles.item} ${styles.unread}`}
                    data-notification={item.id}
                    onClick={() => {
                      setOpen(false)
                      if (!item.read) void markRead([item.id])
                    }}
                  >
                    {item.read ? null : <span className="visually-hidden">{t('unread')}</span>}
                    <span>{item.text}</span>
                    <time dateTime={item.createdAt} className={styles.time}>
                      {format.relativeTime(new Date(item.createdAt))}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('empty')}</p>
          )}
        </div>
      ) : null}
    </div>
  )
}
