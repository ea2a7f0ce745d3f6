'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useSend } from '@/components/data/useSend'
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey'
import type { MyTicket } from '@/server/tickets'

import styles from './MyTickets.module.css'

type Step = 'closed' | 'typing' | 'confirming'

/**
 * Under a valid ticket: "Send ticket" opens an address field, a second step names the address
 * and says the code dies at once, then the API gives it. A ticket waiting for its address to
 * claim it says so, with "Take back". `onGiven`: the ticket went to an account and left its
 * holder (its own page goes back to the list).
 */
export function TicketTransfer({ ticket, onGiven }: { ticket: MyTicket; onGiven?: () => void }) {
  const t = useTranslations('TicketTransfer')
  const send = useSend()
  const fieldId = useId()
  const [step, setStep] = useState<Step>('closed')
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const [key, setKey] = useState(newIdempotencyKey)

  const answered = (ok: boolean, text: string) => {
    setBusy(false)
    setStatus({ ok, text })
    if (ok) void revalidateApi('/api/me/tickets', `/api/tickets/${ticket.id}`)
  }

  const give = async () => {
    setBusy(true)
    const answer = await send<{ state: 'given' | 'pending' }>(
      `/api/tickets/${ticket.id}/transfer`,
      {
        body: { email },
        idempotencyKey: key,
      },
    )
    setKey(newIdempotencyKey())
    if (!answer.ok) {
      setStep('typing')
      return answered(false, answer.error.message)
    }
    setStep('closed')
    setEmail('')
    setBusy(false)
    // Given to an account, the ticket leaves this list (and this component) at once: a toast stays.
    toast.success(answer.message)
    void revalidateApi('/api/me/tickets', `/api/tickets/${ticket.id}`)
    if (answer.data?.state === 'given') onGiven?.()
  }

  const takeBack = async (id: number) => {
    setBusy(true)
    const answer = await send(`/api/ticket-transfers/${id}`, { method: 'DELETE' })
    answered(answer.ok, answer.ok ? (answer.message ?? '') : answer.error.message)
  }

  const confirm = (event: FormEvent) => {
    event.preventDefault()
    setStatus(null)
    setStep('confirming')
  }

  const statusLine = status ? (
    <p className={`form-status ${status.ok ? 'success' : 'error'}`} role="status">
      {status.text}
    </p>
  ) : null

  if (ticket.pendingTransfer) {
    const { id, toEmail } = ticket.pendingTransfer
    return (
      <div className={styles.transfer}>
        <p className={styles.note}>{t('pendingNote', { email: toEmail })}</p>
        <button
          type="button"
          className="button small secondary"
          onClick={() => takeBack(id)}
          disabled={busy}
        >
          {t('takeBack')}
        </button>
        {statusLine}
      </div>
    )
  }
  if (ticket.status !== 'sold') return statusLine
  if (step === 'closed')
    return (
      <div className={styles.transfer}>
        <button type="button" className="button small secondary" onClick={() => setStep('typing')}>
          {t('form.open')}
        </button>
        {statusLine}
      </div>
    )
  if (step === 'confirming')
    return (
      <div className={styles.transfer} role="group" aria-label={t('form.open')}>
        <p>{t('form.confirm', { email })}</p>
        <div className={styles.transferActions}>
          <button type="button" className="button small" onClick={give} disabled={busy}>
            {busy ? t('form.sending') : t('form.send')}
          </button>
          <button
            type="button"
            className="button small secondary"
            onClick={() => setStep('typing')}
            disabled={busy}
          >
            {t('form.cancel')}
          </button>
        </div>
      </div>
    )
  return (
    <form className={styles.transfer} onSubmit={confirm} noValidate>
      <label htmlFor={fieldId}>{t('form.label')}</label>
      <input
        id={fieldId}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={status && !status.ok ? true : undefined}
        aria-describedby={`${fieldId}-hint`}
      />
      <p id={`${fieldId}-hint`} className={styles.note}>
        {t('form.hint')}
      </p>
      <div className={styles.transferActions}>
        <button type="submit" className="button small" disabled={!email.trim()}>
          {t('form.send')}
        </button>
        <button
          type="button"
          className="button small secondary"
          onClick={() => {
            setStep('closed')
            setStatus(null)
          }}
        >
          {t('form.cancel')}
        </button>
      </div>
      {statusLine}
    </form>
  )
}
