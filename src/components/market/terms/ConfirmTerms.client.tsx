'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'

import { revalidateMarket } from '../revalidateMarket'

type Props = { bookingId: number; proposedAt: string | null }

/** The artist's "Confirm terms": a dialog first, naming the proposal read so a later change is caught. */
export function ConfirmTerms({ bookingId, proposedAt }: Props) {
  const t = useTranslations('Terms')
  const send = useSend()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirm = async () => {
    setBusy(true)
    const reply = await send(`/api/bookings/${bookingId}/terms/confirm`, { body: { proposedAt } })
    setBusy(false)
    if (!reply.ok) return setError(reply.error.message)
    setError(null)
    setOpen(false)
    void revalidateMarket()
  }
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('confirm')}
      </button>
      {error && !open ? <p role="alert">{error}</p> : null}
      <ConfirmDialog
        open={open}
        tone="primary"
        title={t('confirmTitle')}
        text={t('confirmText')}
        keepLabel={t('confirmKeep')}
        confirmLabel={t('confirm')}
        busyLabel={t('confirming')}
        busy={busy}
        onKeep={() => setOpen(false)}
        onConfirm={() => void confirm()}
      >
        {error ? <p role="alert">{error}</p> : null}
      </ConfirmDialog>
    </>
  )
}
