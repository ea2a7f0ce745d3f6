'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent, type ReactNode } from 'react'
import { toast } from 'react-toastify'

import { useSend } from '@/components/data/useSend'
import { useServerError } from '@/components/forms/useServerError'
import { useSession } from '@/components/session/useSession'
import { SIGNUP_ROLES } from '@/lib/roles'

import styles from './AuthPage.module.css'
import { GoogleButton } from './GoogleButton.client'
import { SignedInNote } from './SignedInNote.client'
import { authFailure } from './authFailure'
import { registerErrors, type RegisterField } from './registerErrors'
import { useGoogleCredential } from './useGoogleCredential'
import { useSignIn } from './useSignIn'

const text = (form: FormData, name: string) => String(form.get(name) ?? '')

const FIELDS: RegisterField[] = ['fullname', 'email', 'password', 'role']
const fieldIdOf = (field: string) =>
  FIELDS.includes(field as RegisterField) ? `register-${field}` : null

type Props = {
  googleClientId: string | null
  /** The weekly digest's opt-in sentence, as the server records it when ticked. */
  digestLabel: string
  /** The account notice's link, shown right under the button that sends the data. */
  notice: ReactNode
}

/**
 * Sign-up (POST /api/auth/register) checked before sending, plus Google sign-up. A refusal that
 * names a field (ours or the server's) shows beside it; only a failure of no field is a toast.
 * The digest opt-in is a separate, unticked box: signing up never depends on it.
 */
export function RegisterForm({ googleClientId, digestLabel, notice }: Props) {
  const t = useTranslations('Register')
  const tGoogle = useTranslations('GoogleSignIn')
  const { user } = useSession()
  const send = useSend()
  const { finish, finished } = useSignIn()
  const onGoogleCredential = useGoogleCredential('register', finish)
  const [role, setRole] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<ReturnType<typeof registerErrors>>({})
  const server = useServerError(fieldIdOf)

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
    const found = registerErrors(input)
    setErrors(found)
    server.show(null)
    const first = FIELDS.find((field) => found[field])
    if (first) return document.getElementById(`register-${first}`)?.focus()
    setSubmitting(true)
    const answer = await send('/api/auth/register', {
      token: null,
      body: { ...input, digest: form.get('digest') === 'on' },
    })
    setSubmitting(false)
    if (answer.ok && finish(answer.body, t('success'))) return
    if (!answer.ok && server.show(answer.error)) return
    toast.error(authFailure(answer, t('error')))
  }

  /** The message under `field`: the first missing one carries the sentence, the rest are marked. */
  const firstMissing = FIELDS.find((field) => errors[field])
  const messageOf = (field: RegisterField) => {
    const key = errors[field]
    if (key && (key !== 'requiredFields' || field === firstMissing)) return t(key)
    return key ? null : server.fieldError(`register-${field}`)
  }
  const errorId = (field: RegisterField) =>
    errors[field] === 'requiredFields'
      ? `register-${firstMissing}-error`
      : `register-${field}-error`
  const invalid = (field: RegisterField, hint?: string) =>
    errors[field]
      ? {
          'aria-invalid': true as const,
          'aria-describedby': [hint, errorId(field)].filter(Boolean).join(' '),
        }
      : server.invalid(`register-${field}`, hint)
  const changed = (field: RegisterField) => () => {
    server.changed(`register-${field}`)
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest)
  }
  const fieldError = (field: RegisterField) => {
    const message = messageOf(field)
    return message ? (
      <p id={`register-${field}-error`} className="field-error">
        {message}
      </p>
    ) : null
  }

  return (
    <>
      {/* noValidate: the spec's own messages explain what is missing, not the browser's. */}
      <form className={`form ${styles.form}`} onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="register-fullname">{t('fullname')}</label>
          <input
            id="register-fullname"
            name="fullname"
            autoComplete="name"
            required
            onChange={changed('fullname')}
            {...invalid('fullname')}
          />
          {fieldError('fullname')}
        </div>
        <div className="field">
          <label htmlFor="register-email">{t('email')}</label>
          <input
            id="register-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            onChange={changed('email')}
            {...invalid('email')}
          />
          {fieldError('email')}
        </div>
        <div className="field">
          <label htmlFor="register-password">{t('password')}</label>
          <input
            id="register-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            onChange={changed('password')}
            {...invalid('password', 'register-password-hint')}
          />
          <p id="register-password-hint" className={styles.hint}>
            {t('passwordHint')}
          </p>
          {fieldError('password')}
        </div>
        <div className="field">
          <label htmlFor="register-role">{t('role')}</label>
          <select
            id="register-role"
            name="role"
            value={role}
            onChange={(event) => {
              setRole(event.target.value)
              changed('role')()
            }}
            required
            {...invalid('role')}
          >
            <option value="">{t('rolePlaceholder')}</option>
            {SIGNUP_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(value)}
              </option>
            ))}
          </select>
          {fieldError('role')}
        </div>
        <label className={styles.optIn}>
          <input id="register-digest" name="digest" type="checkbox" defaultChecked={false} />
          <span>{digestLabel}</span>
        </label>
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </button>
        {notice}
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
