'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useSend } from '@/components/data/useSend'

import styles from './AuthPage.module.css'
import { authFailure } from './authFailure'

/** Asks for a reset link (POST /api/auth/forgot-password); the answer is the same for any address. */
export function ForgotPasswordForm() {
  const t = useTranslations('PasswordReset')
  const send = useSend()
  const [sending, setSending] = useState(false)
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSending(true)
    setStatus(null)
    const answer = await send('/api/auth/forgot-password', {
      token: null,
      body: { email: form.get('email') },
    })
    setSending(false)
    setStatus(
      answer.ok
        ? { kind: 'success', text: answer.message ?? t('requested') }
        : { kind: 'error', text: authFailure(answer, t('error')) },
    )
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
