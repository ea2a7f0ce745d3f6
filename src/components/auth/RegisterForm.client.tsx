'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'

import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import { isStrongPassword } from '@/lib/auth/passwordRule'
import { SIGNUP_ROLES } from '@/lib/roles'

import styles from './AuthPage.module.css'
import { GoogleButton } from './GoogleButton.client'
import { SignedInNote } from './SignedInNote.client'
import { authFailure } from './authFailure'
import { useGoogleCredential } from './useGoogleCredential'
import { useSignIn } from './useSignIn'

const text = (form: FormData, name: string) => String(form.get(name) ?? '')

/** Sign-up (POST /api/auth/register) checked before sending, plus Google sign-up. */
export function RegisterForm({ googleClientId }: { googleClientId: string | null }) {
  const t = useTranslations('Register')
  const tGoogle = useTranslations('GoogleSignIn')
  const { user } = useSession()
  const send = useSend()
  const { finish, finished } = useSignIn()
  const onGoogleCredential = useGoogleCredential('register', finish)
  const [role, setRole] = useState('')
  const [submitting, setSubmitting] = useState(false)

  if (user && !finished) return <SignedInNote name={user.fullname || user.email} />

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const input = {
      fullname: text(form, 'fullname').trim(),
      email: text(form, 'email').trim(),
      password: text(form, 'password'),
      role,
    }
    if (Object.values(input).some((value) => !value.trim())) return toast.error(t('requiredFields'))
    if (!isStrongPassword(input.password)) return toast.error(t('passwordRule'))
    setSubmitting(true)
    const answer = await send('/api/auth/register', { token: null, body: input })
    setSubmitting(false)
    if (answer.ok && finish(answer.body, t('success'))) return
    toast.error(authFailure(answer, t('error')))
  }

  return (
    <>
      {/* noValidate: the spec's own messages explain what is missing, not the browser's. */}
      <form className={`form ${styles.form}`} onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="register-fullname">{t('fullname')}</label>
          <input id="register-fullname" name="fullname" autoComplete="name" required />
        </div>
        <div className="field">
          <label htmlFor="register-email">{t('email')}</label>
          <input id="register-email" name="email" type="email" autoComplete="email" required />
        </div>
        <div className="field">
          <label htmlFor="register-password">{t('password')}</label>
          <input
            id="register-password"
            name="password"
            type="password"
            autoComplete="new-password"
            aria-describedby="register-password-hint"
            required
          />
          <p id="register-password-hint" className={styles.hint}>
            {t('passwordHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="register-role">{t('role')}</label>
          <select
            id="register-role"
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value)}
            required
          >
            <option value="">{t('rolePlaceholder')}</option>
            {SIGNUP_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(value)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </button>
      </form>
      <p className={styles.divider}>{tGoogle('or')}</p>
      <GoogleButton
        clientId={googleClientId}
        mode="register"
        onCredential={(credential) => onGoogleCredential(credential, role)}
      />
    </>
  )
}
