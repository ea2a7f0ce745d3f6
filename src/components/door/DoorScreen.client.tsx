'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSession } from '@/components/session/useSession'
import { dateTag, TIME_ZONE, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { rememberRedirect } from '@/lib/session/redirectAfterLogin'
import type { DoorView } from '@/server/tickets'

import styles from './Door.module.css'
import { DoorCamera } from './DoorCamera.client'
import { DoorQueueList } from './DoorQueueList.client'
import { DoorResult } from './DoorResult.client'
import { DoorSearch } from './DoorSearch.client'
import { useDoorScans } from './useDoorScans'

/** A visitor: sign in (or up, for an invited address with no account yet) and come back here. */
function SignedOut() {
  const t = useTranslations('Door')
  const remember = () => rememberRedirect(`${window.location.pathname}${window.location.search}`)
  return (
    <div className={`card ${styles.notice}`}>
      <p>{t('signInNote')}</p>
      <div className={styles.actions}>
        <Link className="button" href="/login" onClick={remember}>
          {t('signIn')}
        </Link>
        <Link className="button secondary" href="/register" onClick={remember}>
          {t('signUp')}
        </Link>
      </div>
    </div>
  )
}

/**
 * The door of a show, on a phone: the show and its counts on top, the camera reading QR codes,
 * a full-screen green or red result, the search for a phone without a camera, and the scans kept
 * while offline. For the show's venue, its door staff and admins; anyone else is told so.
 */
export function DoorScreen({ showId }: { showId: number }) {
  const t = useTranslations('Door')
  const locale = useLocale() as Locale
  const { user, loading } = useSession()
  const view = useApi<DoorView>(user ? `/api/door/${showId}` : null)
  const reload = view.reload
  const [answers, setAnswers] = useState(0)
  const onAnswered = useCallback(() => {
    setAnswers((count) => count + 1)
    void reload()
  }, [reload])
  const { scans, shown, offline, scan, dismiss } = useDoorScans(showId, onAnswered)

  if (loading) return <p className="status-message">{t('loading')}</p>
  if (!user) return <SignedOut />
  if (view.error)
    return (
      <div className={`card ${styles.notice}`} role="alert">
        <p>
          {view.error.status === 403
            ? t('notAllowed')
            : view.error.status === 404
              ? t('notFound')
              : view.error.message}
        </p>
      </div>
    )
  if (!view.data) return <p className="status-message">{t('loading')}</p>
  const { show, admitted, sold } = view.data
  const date = new Intl.DateTimeFormat(dateTag(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(show.date))
  return (
    <div className={styles.door}>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>{t('title')}</p>
          <h1 className={styles.title}>{show.title}</h1>
          <p className={styles.hint}>{date}</p>
        </div>
        <p className={styles.counts} aria-label={t('countsLabel')} data-testid="door-counts">
          {t('counts', { admitted, sold })}
        </p>
      </header>
      {offline ? (
        <p className={styles.offline} role="status">
          {t('offline')}
        </p>
      ) : null}
      <DoorCamera paused={shown !== null} onCode={scan} />
      <DoorSearch showId={showId} onAdmit={scan} answers={answers} />
      <DoorQueueList scans={scans} />
      {shown ? <DoorResult shown={shown} onNext={dismiss} /> : null}
    </div>
  )
}
