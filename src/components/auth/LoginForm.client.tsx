'use client'

import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { toast } from 'react-toastify'

import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import { sessionEndedNote } from '@/lib/session/endedSession'

import styles from './AuthPage.module.css'
import { GoogleButton } from './GoogleButton.client'
import { SignedInNote } from './SignedInNote.client'
import { authFailure } from './authFailure'
import { useGoogleCredential } from './useGoogleCredential'
import { useSignIn } from './useSignIn'

const noSubscription = () => () => {}

/** Email and password login (POST /api/auth/login), plus Google sign-in. */
export function LoginForm({ googleClientId }: { googleClientId: string | null }) {
  const t = useTranslations('Login')
  const tGoogle = useTranslations('GoogleSignIn')
  const { user } = useSession()
  const send = useSend()
  const { finish, finished } = useSignIn()
  const onGoogleCredential = useGoogleCredential('login', finish)
  const [submitting, setSubmitting] = useState(false)
  // The browser's own note, read after hydration: the server cannot know why the visitor is here.
  const ended = useSyncExternalStore(noSubscription, sessionEndedNote, () => false)

  if (user && !finished) return <SignedInNote name={user.fullname || user.email} />

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSubmitting(true)
    const answer = await send('/api/auth/login', {
      token: null,
      body: { email: form.get('email'), password: form.get('password') },
    })
    setSubmitting(false)
    if (answer.ok && finish(answer.body, t('success'))) return
    toast.error(authFailure(answer, t('error')))
  }

  return (
    <>
      {ended ? (
        <p className={styles.notice} role="status">
          {t('sessionEnded')}
        </p>
      ) : null}
      <form className={`form ${styles.form}`} onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="login-email">{t('email')}</label>
          <input id="login-email" name="email" type="email" autoComplete="email" required />
        </div>
        <div className="field">
          <label htmlFor="login-password">{t('password')}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </button>
      </form>
      <p className={styles.divider}>{tGoogle('or')}</p>
      <GoogleButton clientId={googleClientId} mode="login" onCredential={onGoogleCredential} />
    </>
  )
}
