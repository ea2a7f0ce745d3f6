'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useSend } from '@/components/data/useSend'
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey'

type Status = { kind: 'success' | 'error'; text: string } | null

/** The footer's sign-up: the field is cleared on submit and a status line says how it went. */
export function NewsletterForm() {
  const t = useTranslations('Footer')
  const send = useSend()
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [status, setStatus] = useState<Status>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitted = email
    setEmail('')
    setSending(true)
    setStatus(null)
    // Sent in the page's language: the confirmation mail is written in it.
    // A key per submission: if its instance dies with it, the front sends it to another, once.
    const answer = await send('/api/subscribe/fan', {
      token: null,
      body: { email: submitted },
      idempotencyKey: newIdempotencyKey(),
    })
    setSending(false)
    setStatus(
      answer.ok
        ? { kind: 'success', text: t('subscribeSuccess') }
        : {
            kind: 'error',
            text: answer.error.status === 0 ? t('subscribeError') : t('subscribeFailure'),
          },
    )
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
