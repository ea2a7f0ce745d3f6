'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { useMoney } from '@/components/i18n/useMoney'
import type { MyTicket } from '@/server/tickets'

import styles from './MyTickets.module.css'

type Props = { ticket: MyTicket & { paid: number }; onRefunded: () => void }

/**
 * "Ask for a refund" under a ticket of a moved show, while its window is open (the show's card says
 * until when): a confirm saying
 * what comes back (price and fee) and that it cannot be undone; a refusal is shown under it, a
 * refund by the list read again (the ticket refunded, with its amount).
 */
export function RefundTicket({ ticket, onRefunded }: Props) {
  const t = useTranslations('TicketRefund')
  const money = useMoney()
  const send = useSend()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  const amount = money(ticket.paid)

  const refund = async () => {
    setBusy(true)
    const reply = await send(`/api/tickets/${ticket.id}/refund`, { method: 'POST' })
    setBusy(false)
    setConfirming(false)
    if (!reply.ok) return setRefused(reply.error.message)
    // The list read again shows the ticket refunded, with the amount.
    onRefunded()
  }

  return (
    <div className={styles.refund}>
      <button
        type="button"
        className="button secondary"
        onClick={() => setConfirming(true)}
        disabled={busy}
      >
        {t('ask')}
      </button>
      {refused ? (
        <p className={styles.outcome} data-tone="bad" role="alert">
          {refused}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('askTitle')}
        text={t(ticket.received ? 'askTextReceived' : 'askText', {
          name: ticket.type.name,
          amount,
        })}
        keepLabel={t('keep')}
        confirmLabel={t('confirm')}
        busyLabel={t('working')}
        busy={busy}
        onConfirm={refund}
        onKeep={() => setConfirming(false)}
      />
    </div>
  )
}
