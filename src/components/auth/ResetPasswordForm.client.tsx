'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useSend } from '@/components/data/useSend'
import { Link } from '@/i18n/navigation'

import styles from './AuthPage.module.css'
import { authFailure } from './authFailure'

/** Sets a new password with the token from the mail (POST /api/auth/reset-password). */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('PasswordReset')
  const send = useSend()
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSaving(true)
    setStatus(null)
    const answer = await send('/api/auth/reset-password', {
      token: null,
      body: { token, password: form.get('password') },
    })
    setSaving(false)
    setStatus(
      answer.ok
        ? { kind: 'success', text: answer.message ?? t('done') }
        : { kind: 'error', text: authFailure(answer, t('error')) },
    )
  }

  if (status?.kind === 'success')
    return (
      <p role="status" className="form-status success">
        {status.text} <Link href="/login">{t('loginLink')}</Link>
      </p>
    )

  return (
    <form className={`form ${styles.form}`} onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor="reset-password">{t('password')}</label>
        <input
          id="reset-password"
          name="password"
          type="password"
          autoComplete="new-password"
          aria-describedby="reset-password-hint"
          required
        />
        <small id="reset-password-hint">{t('passwordHint')}</small>
      </div>
      <button type="submit" className="button" disabled={saving}>
        {saving ? t('saving') : t('save')}
      </button>
      <p role="status" className={status ? `form-status ${status.kind}` : 'form-status'}>
        {status?.text}
      </p>
    </form>
  )
}
