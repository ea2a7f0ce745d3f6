'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { useMoney } from '@/components/i18n/useMoney'
import { Link } from '@/i18n/navigation'
import type { OrderView } from '@/server/tickets'

import { OrderPay } from './OrderPay.client'
import styles from './TicketBox.module.css'
import { clock, useRemaining } from './useRemaining'

type Props = {
  orderId: number
  /** What the provider's page sent the fan back with (`?payment=`), if it did. */
  returned: string | null
  /** The order is over (or not the fan's): back to choosing tickets. */
  onDone: () => void
  /** The order is no longer held: nothing to come back to after a reload. */
  onSettled: () => void
}

/** What the fan is told of an order that is no longer held, and in which tone. */
function outcome(status: OrderView['status'], returned: string | null) {
  if (status === 'complete')
    return { key: returned === 'paid' ? 'paidNow' : 'complete', tone: 'good' } as const
  if (status === 'refunded') return { key: 'refunded', tone: 'bad' } as const
  if (status === 'released') return { key: 'released', tone: undefined } as const
  return { key: 'expired', tone: 'bad' } as const
}

/**
 * A held order with its countdown, total, its contract to accept, "Pay" and "Cancel"; or, once it is over, what became of
 * it (issued, refunded, given back, lapsed), said where the fan lands back from the provider.
 */
export function OrderPanel({ orderId, returned, onDone, onSettled }: Props) {
  const t = useTranslations('TicketBox')
  const format = useFormatter()
  const money = useMoney()
  const send = useSend()
  // While a returned payment is still being confirmed, the order is read again every few seconds.
  const order = useApi<OrderView>(`/api/orders/${orderId}`, {
    refreshInterval: (data) => (returned === 'pending' && data?.status === 'held' ? 3000 : 0),
  })
  const seconds = useRemaining(order.data?.expiresAt)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const notice = useRef<HTMLDivElement>(null)
  const status = order.data?.status

  useEffect(() => {
    if (order.error) onDone()
  }, [order.error, onDone])
  useEffect(() => {
    if (status === 'held' && seconds === 0) void order.reload()
  }, [status, seconds, order])
  useEffect(() => {
    if (status && status !== 'held') onSettled()
  }, [status, onSettled])
  useEffect(() => {
    if (returned && status) notice.current?.scrollIntoView({ block: 'center' })
  }, [returned, status])

  if (!order.data) return <p className={styles.note}>{t('loading')}</p>

  const giveBack = async () => {
    setBusy(true)
    const reply = await send(`/api/orders/${orderId}`, { method: 'DELETE' })
    setBusy(false)
    setConfirming(false)
    if (!reply.ok) return setError(reply.error.message)
    onDone()
  }

  if (status !== 'held') {
    const { key, tone } = outcome(order.data.status, returned)
    return (
      <div className={styles.order} ref={notice} data-testid="order-outcome">
        <p className={styles.outcome} data-tone={tone} role="status">
          {t(key)}
        </p>
        <div className={styles.actions}>
          {status === 'complete' ? (
            <Link className="button" href="/tickets">
              {t('myTickets')}
            </Link>
          ) : null}
          <button type="button" className="button secondary" onClick={onDone}>
            {t('again')}
          </button>
        </div>
      </div>
    )
  }

  const until = format.dateTime(new Date(order.data.expiresAt), { timeStyle: 'short' })
  return (
    <div className={styles.order} ref={notice} data-testid="held-order">
      {returned === 'failed' || returned === 'pending' ? (
        <p
          className={styles.outcome}
          data-tone={returned === 'failed' ? 'bad' : undefined}
          role="status"
        >
          {t(returned === 'failed' ? 'payFailed' : 'payPending')}
        </p>
      ) : null}
      <h3>{t('heldHeading')}</h3>
      <ul className={styles.lines}>
        {order.data.lines.map((line, index) => (
          <li key={`${line.typeId}-${index}`}>
            {line.quantity} × {line.name} · {money(line.unitPrice + line.unitFee)}
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('heldUntil', { until })}</p>
      <p className={styles.clock} role="timer" data-testid="hold-clock">
        {t('timeLeft', { time: clock(seconds) })}
      </p>
      <p className={styles.total}>{t('orderTotal', { total: money(order.data.total) })}</p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <OrderPay orderId={orderId} onRefused={() => void order.reload()} disabled={busy}>
        <button
          type="button"
          className="button secondary"
          onClick={() => setConfirming(true)}
          disabled={busy}
        >
          {t('giveBack')}
        </button>
      </OrderPay>
      <ConfirmDialog
        open={confirming}
        title={t('giveBackTitle')}
        text={t('giveBackText')}
        keepLabel={t('keep')}
        confirmLabel={t('giveBack')}
        busyLabel={t('working')}
        busy={busy}
        onConfirm={giveBack}
        onKeep={() => setConfirming(false)}
      />
    </div>
  )
}
