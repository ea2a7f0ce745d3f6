'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import styles from './AuthPage.module.css'
import { postJson, serverMessage } from './postJson'

/** Asks for a reset link (POST /api/auth/forgot-password); the answer is the same for any address. */
export function ForgotPasswordForm() {
  const t = useTranslations('PasswordReset')
  const [sending, setSending] = useState(false)
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSending(true)
    setStatus(null)
    try {
      const { ok, body } = await postJson('/api/auth/forgot-password', { email: form.get('email') })
      const text = serverMessage(body) ?? (ok ? t('requested') : t('error'))
      setStatus({ kind: ok ? 'success' : 'error', text })
    } catch {
      setStatus({ kind: 'error', text: t('error') })
    } finally {
      setSending(false)
    }
  }

  return (
    <form className={`form ${styles.form}`} onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor="forgot-email">{t('email')}</label>
        <input id="forgot-email" name="email" type="email" autoComplete="email" required />
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('sending') : t('send')}
      </button>
      <p role="status" className={status ? `form-status ${status.kind}` : 'form-status'}>
        {status?.text}
      </p>
    </form>
  )
}
