'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { MESSAGE_MAX } from '@/lib/limits'
import { CancelSplit } from '@/components/payments/CancelSplit.client'
import { useBookingPaymentStatus } from '@/components/payments/useBookingPaymentStatus'
import { bookingMayBeCancelled } from '@/lib/payments/paymentStates'

import styles from './Cards.module.css'
import { revalidateMarket } from './revalidateMarket'

type Props = { id: number; gigId: number; gigTitle: string }

/**
 * Cancelling a booking: a quiet text button, then a dialog that asks for the reason. Not offered
 * once the payment's state forbids it (held for a problem, paid out, refunded): a line says why.
 */
export function CancelBooking({ id, gigId, gigTitle }: Props) {
  const t = useTranslations('Market2')
  const payment = useBookingPaymentStatus(id)
  const send = useSend()
  const reasonId = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const cancel = async () => {
    setBusy(true)
    const reply = await send(`/api/bookings/${id}/cancel`, { body: { reason } })
    setBusy(false)
    if (!reply.ok) return setError(reply.error.message)
    setError(null)
    setOpen(false)
    void revalidateMarket(gigId)
    void revalidateApi(`/api/bookings/${id}/payment`)
  }
  if (!payment.known) return null
  if (!bookingMayBeCancelled(payment.status))
    return (
      <p className={styles.small} data-cannot-cancel={payment.status}>
        {t(`booking.cannotCancel.${payment.status === 'held' ? 'held' : 'settled'}`)}
      </p>
    )
  return (
    <>
      <button type="button" className={styles.quiet} onClick={() => setOpen(true)}>
        {t('booking.cancel')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('booking.cancelTitle', { gig: gigTitle })}
        text={t('booking.cancelText')}
        keepLabel={t('booking.keep')}
        confirmLabel={t('booking.cancel')}
        busyLabel={t('booking.working')}
        busy={busy}
        onKeep={() => {
          setOpen(false)
          setError(null)
        }}
        onConfirm={() => void cancel()}
      >
        {open ? <CancelSplit bookingId={id} /> : null}
        <label htmlFor={reasonId}>{t('dashboard.cancelReason')}</label>
        <textarea
          id={reasonId}
          rows={3}
          required
          maxLength={MESSAGE_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${reasonId}-error` : undefined}
        />
        {error ? (
          <p id={`${reasonId}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  )
}
