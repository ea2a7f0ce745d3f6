'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import { useRouter } from '@/i18n/navigation'
import { rememberRedirect } from '@/lib/session/redirectAfterLogin'

type GoingState = { going: boolean; goingCount: number; host: boolean }
type Props = { gigId: number; initialCount: number; started: boolean }

/**
 * "Going" with the show's count. A visitor is sent to log in and brought back; a signed-in user's
 * own mark is read fresh (the page itself is cached), and a click answers with the new count.
 * The show's venue and its booked artists see the count without the button: they are on the bill.
 */
export function GoingButton({ gigId, initialCount, started }: Props) {
  const t = useTranslations('Shows')
  const { user, token, loading } = useSession()
  const router = useRouter()
  const send = useSend()
  const path = `/api/shows/${gigId}/going`
  const state = useApi<GoingState>(user ? path : null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState(false)
  const going = state.data?.going ?? false
  const count = state.data?.goingCount ?? initialCount

  const toggle = async () => {
    if (!token) {
      rememberRedirect(`${window.location.pathname}${window.location.search}`)
      router.push('/login')
      return
    }
    setBusy(true)
    setError(false)
    const answer = await send<GoingState>(path, { method: going ? 'DELETE' : 'POST' })
    setBusy(false)
    if (!answer.ok || !answer.data) return setError(true)
    void state.mutate({ ...answer, data: answer.data }, { revalidate: false })
    void revalidateApi('/api/me/going')
  }

  return (
    <div className="going">
      <p aria-live="polite" data-testid="going-count">
        {t('goingCount', { count })}
      </p>
      {state.data?.host ? (
        <p className="muted">{t('goingHost')}</p>
      ) : started && !going ? null : (
        <button
          type="button"
          className={going ? 'button secondary' : 'button'}
          onClick={toggle}
          disabled={busy || loading || (Boolean(user) && state.isLoading)}
          aria-pressed={going}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none">
            <path
              d={going ? 'M5 12.5l4.5 4.5L19 7.5' : 'M12 5v14M5 12h14'}
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {busy
            ? t('goingWorking')
            : going
              ? t('goingActive')
              : user
                ? t('goingButton')
                : t('goingLogin')}
        </button>
      )}
      {error ? (
        <p className="alert" role="alert">
          {t('goingError')}
        </p>
      ) : null}
    </div>
  )
}
