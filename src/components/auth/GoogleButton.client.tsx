'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { toast } from 'react-toastify'

import styles from './AuthPage.module.css'
import { loadGoogleIdentity } from './googleIdentity'

type Props = {
  /** Public OAuth client id from the server; null when Google sign-in is not set up. */
  clientId: string | null
  mode: 'login' | 'register'
  onCredential: (credential: string) => void
}

/** Google's own sign-in button, or a disabled one that says Google sign-in is unavailable. */
export function GoogleButton({ clientId, mode, onCredential }: Props) {
  const t = useTranslations('GoogleSignIn')
  const locale = useLocale()
  const container = useRef<HTMLDivElement>(null)
  // The latest handler, so Google's one-time initialize never calls a stale closure.
  const handler = useRef(onCredential)
  useEffect(() => {
    handler.current = onCredential
  }, [onCredential])

  const failedMessage = mode === 'login' ? t('loginFailed') : t('registerFailed')

  useEffect(() => {
    if (!clientId) return
    let cancelled = false
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) =>
            credential ? handler.current(credential) : toast.error(failedMessage),
        })
        google.renderButton(container.current, {
          theme: 'filled_black',
          size: 'large',
          shape: 'pill',
          text: mode === 'login' ? 'signin_with' : 'signup_with',
          locale,
        })
      })
      .catch(() => !cancelled && toast.error(failedMessage))
    return () => {
      cancelled = true
    }
  }, [clientId, mode, locale, failedMessage])

  if (!clientId) {
    return (
      <div className={styles.google}>
        <button type="button" className="button secondary" disabled aria-describedby="google-hint">
          {t('unavailable')}
        </button>
        <p id="google-hint" className={styles.hint}>
          {t('unavailableHint')}
        </p>
      </div>
    )
  }
  return <div ref={container} className={styles.google} />
}
