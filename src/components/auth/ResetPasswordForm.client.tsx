'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { Link } from '@/i18n/navigation'

import styles from './AuthPage.module.css'
import { postJson, serverMessage } from './postJson'

/** Sets a new password with the token from the mail (POST /api/auth/reset-password). */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('PasswordReset')
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSaving(true)
    setStatus(null)
    try {
      const { ok, body } = await postJson('/api/auth/reset-password', {
        token,
        password: form.get('password'),
      })
      setStatus({
        kind: ok ? 'success' : 'error',
        text: serverMessage(body) ?? (ok ? t('done') : t('error')),
      })
    } catch {
      setStatus({ kind: 'error', text: t('error') })
    } finally {
      setSaving(false)
    }
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
