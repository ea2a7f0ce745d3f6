'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useSend } from '@/components/data/useSend'
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey'

import styles from './ContactForm.module.css'

type Status = { state: 'idle' | 'sending' } | { state: 'success' | 'error'; text: string }

const EMPTY = { name: '', email: '', message: '' }

/** The contact form: idle, sending, then success (form cleared) or an error message. */
export function ContactForm() {
  const t = useTranslations('Contact')
  const send = useSend()
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
    // A key per submission: if its instance dies with it, the front sends it to another, once.
    const answer = await send('/api/contact', {
      token: null,
      body: fields,
      failed: t('failure'),
      idempotencyKey: newIdempotencyKey(),
    })
    if (answer.ok) {
      setFields(EMPTY)
      setStatus({ state: 'success', text: t('success') })
      return
    }
    setStatus({
      state: 'error',
      text: answer.error.status === 0 ? t('error') : answer.error.message,
    })
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
