'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
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
 * Signed in but not (yet) let in, with an invitation's link (`?invite=<token>` from its mail):
 * "Accept the invitation" links it to this account, then the door opens; a refusal says why.
 */
function AcceptInvite({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const t = useTranslations('Door')
  const send = useSend()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const accept = async () => {
    setBusy(true)
    const answer = await send('/api/door-invites/claim', { body: { token } })
    setBusy(false)
    if (!answer.ok) return setError(answer.error.message)
    // The link has done its work: a reload of the door needs no token.
    window.history.replaceState(null, '', window.location.pathname)
    onAccepted()
  }
  return (
    <div className={`card ${styles.notice}`}>
      <p>{t('invite.intro')}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={accept} disabled={busy}>
          {busy ? t('invite.taking') : t('invite.action')}
        </button>
      </div>
      {error ? (
        <p className="form-status error" role="alert">
          {error}
        </p>
      ) : null}
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
  const invite = useSearchParams().get('invite')
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
  if (view.error?.status === 403 && invite)
    return <AcceptInvite token={invite} onAccepted={() => void reload()} />
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
