'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { jsonHeaders, readJsonSafely } from '@/lib/http/readJsonSafely'

type Status = { kind: 'success' | 'error'; text: string } | null

/** The footer's sign-up: the field is cleared on submit and a status line says how it went. */
export function NewsletterForm() {
  const t = useTranslations('Footer')
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [status, setStatus] = useState<Status>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitted = email
    setEmail('')
    setSending(true)
    setStatus(null)
    try {
      const response = await fetch('/api/subscribe/fan', {
        method: 'POST',
        // The page's language: the confirmation mail is written in it.
        headers: jsonHeaders(null, document.documentElement.lang),
        body: JSON.stringify({ email: submitted }),
      })
      const body = await readJsonSafely<{ success?: unknown }>(response)
      setStatus(
        body?.success === true
          ? { kind: 'success', text: t('subscribeSuccess') }
          : { kind: 'error', text: t('subscribeFailure') },
      )
    } catch {
      setStatus({ kind: 'error', text: t('subscribeError') })
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={onSubmit} className="inline-form" aria-labelledby="newsletter-title">
      <label htmlFor="newsletter-email" className="visually-hidden">
        {t('newsletterLabel')}
      </label>
      <input
        id="newsletter-email"
        type="email"
        required
        autoComplete="email"
        placeholder={t('emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('subscribing') : t('subscribe')}
      </button>
      <p role="status" className={status ? `form-status ${status.kind}` : 'form-status'}>
        {status?.text}
      </p>
    </form>
  )
}
