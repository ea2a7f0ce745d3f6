'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'

import { useSession } from '@/components/session/useSession'

import styles from './AuthPage.module.css'
import { GoogleButton } from './GoogleButton.client'
import { postJson, serverMessage } from './postJson'
import { SignedInNote } from './SignedInNote.client'
import { useGoogleCredential } from './useGoogleCredential'
import { useSignIn } from './useSignIn'

/** Email and password login (POST /api/auth/login), plus Google sign-in. */
export function LoginForm({ googleClientId }: { googleClientId: string | null }) {
  const t = useTranslations('Login')
  const tGoogle = useTranslations('GoogleSignIn')
  const { user } = useSession()
  const { finish, finished } = useSignIn()
  const onGoogleCredential = useGoogleCredential('login', finish)
  const [submitting, setSubmitting] = useState(false)

  if (user && !finished) return <SignedInNote name={user.fullname || user.email} />

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSubmitting(true)
    try {
      const { ok, body } = await postJson('/api/auth/login', {
        email: form.get('email'),
        password: form.get('password'),
      })
      if (ok && finish(body, t('success'))) return
      toast.error(serverMessage(body) ?? t('error'))
    } catch {
      toast.error(t('error'))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <>
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
