'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'

import cards from '../market/Cards.module.css'

/** The organizer reports a problem with the gig before the money is released: it is then held. */
export function ReportProblem({
  bookingId,
  onReported,
}: {
  bookingId: number
  onReported: () => void
}) {
  const t = useTranslations('Payments.card')
  const send = useSend()
  const textId = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const report = async () => {
    setBusy(true)
    const reply = await send(`/api/bookings/${bookingId}/problem`, { body: { text } })
    setBusy(false)
    if (!reply.ok) return setError(reply.error.message)
    setOpen(false)
    onReported()
  }
  return (
    <>
      <button type="button" className={cards.quiet} onClick={() => setOpen(true)}>
        {t('problem')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('problemTitle')}
        text={t('problemText')}
        keepLabel={t('problemKeep')}
        confirmLabel={t('problemSend')}
        busyLabel={t('paying')}
        busy={busy}
        onKeep={() => setOpen(false)}
        onConfirm={() => void report()}
      >
        <label htmlFor={textId}>{t('problemLabel')}</label>
        <textarea
          id={textId}
          rows={4}
          minLength={10}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${textId}-error` : undefined}
        />
        {error ? (
          <p id={`${textId}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  )
}
