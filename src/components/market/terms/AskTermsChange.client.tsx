'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { MESSAGE_MAX } from '@/lib/limits'

import { revalidateMarket } from '../revalidateMarket'
import styles from './Terms.module.css'

type Props = { bookingId: number; proposedAt: string | null }

/** The artist's third answer to proposed terms: a message to the organizer asking for a change. */
export function AskTermsChange({ bookingId, proposedAt }: Props) {
  const t = useTranslations('Terms')
  const send = useSend()
  const messageId = useId()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const ask = async () => {
    setBusy(true)
    const reply = await send(`/api/bookings/${bookingId}/terms/change-request`, {
      body: { message, proposedAt },
    })
    setBusy(false)
    if (!reply.ok) return setError(reply.error.message)
    setError(null)
    setMessage('')
    setOpen(false)
    void revalidateMarket()
  }
  return (
    <>
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        {t('askChange')}
      </button>
      <ConfirmDialog
        open={open}
        tone="primary"
        title={t('askChangeTitle')}
        text={t('askChangeHint')}
        keepLabel={t('askChangeKeep')}
        confirmLabel={t('askChangeSend')}
        busyLabel={t('askChangeSending')}
        busy={busy}
        onKeep={() => {
          setOpen(false)
          setError(null)
        }}
        onConfirm={() => void ask()}
      >
        <div className={`field ${styles.askField}`}>
          <label htmlFor={messageId}>{t('askChangeLabel')}</label>
          <textarea
            id={messageId}
            rows={4}
            required
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value)
              setError(null)
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${messageId}-error` : undefined}
          />
          {error ? (
            <p id={`${messageId}-error`} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  )
}
