'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import type { NotificationItem } from '@/server/market/notifications/listNotifications'

import styles from './Market.module.css'

/** The header's bell: the unread count, the latest notifications, and "mark all as read". */
export function NotificationBell() {
  const t = useTranslations('Notifications')
  const { user } = useSession()
  const send = useSend()
  const [open, setOpen] = useState(false)
  const feed = useApi<NotificationItem[]>(user ? '/api/me/notifications' : null)
  if (!user || !feed.answer) return null
  const unread = Number(feed.answer.body.unread ?? 0)

  const markAllRead = async () => {
    await send('/api/me/notifications/read', { body: {} })
    void feed.reload()
  }

  return (
    <div className={styles.bell}>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-label={t('bell', { count: unread })}
        onClick={() => {
          setOpen(!open)
          if (!open) void feed.reload()
        }}
      >
        🔔 <span data-testid="unread-count">{unread}</span>
      </button>
      {open ? (
        <ul className={`card ${styles.bellList}`} aria-label={t('title')}>
          {feed.data?.length ? (
            feed.data.map((item) => (
              <li key={item.id} className={item.read ? undefined : styles.unread}>
                {item.application ? (
                  <Link
                    href={{
                      pathname: '/dashboard/applications/[id]',
                      params: { id: String(item.application) },
                    }}
                    onClick={() => setOpen(false)}
                  >
                    {t(`types.${item.type}`, item.values)}
                  </Link>
                ) : (
                  t(`types.${item.type}`, item.values)
                )}
              </li>
            ))
          ) : (
            <li>{t('empty')}</li>
          )}
          {unread > 0 ? (
            <li>
              <button type="button" className="button small secondary" onClick={markAllRead}>
                {t('markAllRead')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
