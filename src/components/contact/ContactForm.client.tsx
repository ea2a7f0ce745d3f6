'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { jsonHeaders, readJsonSafely } from '@/lib/http/readJsonSafely'

import styles from './ContactForm.module.css'

type Status = { state: 'idle' | 'sending' } | { state: 'success' | 'error'; text: string }

const EMPTY = { name: '', email: '', message: '' }

/** The contact form: idle, sending, then success (form cleared) or an error message. */
export function ContactForm() {
  const t = useTranslations('Contact')
  const locale = useLocale()
  const [fields, setFields] = useState(EMPTY)
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const sending = status.state === 'sending'

  const bind = (name: keyof typeof EMPTY) => ({
    id: `contact-${name}`,
    name,
    required: true,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setStatus({ state: 'sending' })
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: jsonHeaders(null, locale),
        body: JSON.stringify(fields),
      })
      const body = await readJsonSafely<{ success?: unknown; message?: unknown }>(response)
      if (body?.success === true) {
        setFields(EMPTY)
        setStatus({ state: 'success', text: t('success') })
        return
      }
      const message = typeof body?.message === 'string' && body.message ? body.message : null
      setStatus({ state: 'error', text: message ?? t('failure') })
    } catch {
      setStatus({ state: 'error', text: t('error') })
    }
  }

  return (
    <form
      className={`form ${styles.form}`}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{t('formTitle')}</h2>
      <div className="field">
        <label htmlFor="contact-name">{t('name')}</label>
        <input {...bind('name')} autoComplete="name" />
      </div>
      <div className="field">
        <label htmlFor="contact-email">{t('email')}</label>
        <input {...bind('email')} type="email" autoComplete="email" />
      </div>
      <div className="field">
        <label htmlFor="contact-message">{t('message')}</label>
        <textarea {...bind('message')} rows={6} />
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('sending') : t('submit')}
      </button>
      <p
        aria-live="polite"
        className={'text' in status ? `form-status ${status.state}` : 'form-status'}
      >
        {'text' in status ? status.text : null}
      </p>
    </form>
  )
}
