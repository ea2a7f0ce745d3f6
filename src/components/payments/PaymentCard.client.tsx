'use client'

import { useFormatter, useNow, useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'

import { useApi } from '@/components/data/useApi'
import { useMoney } from '@/components/i18n/useMoney'
import { useSession } from '@/components/session/useSession'
import { declineReason } from '@/lib/payments/declineCodes'
import type { PaymentEvent } from '@/lib/payments/paymentStates'
import type { PaymentView } from '@/server/payments'

import { PaymentDocuments } from './PaymentDocuments.client'
import { PaymentFacts } from './PaymentFacts.client'
import { PaymentReturnNotice } from './PaymentReturnNotice.client'
import { PayStep } from './PayStep.client'
import { PayoutWaitNotice } from './PayoutWaitNotice.client'
import { ReportProblem } from './ReportProblem.client'
import styles from './Payments.module.css'

type Props = { bookingId: number; bookingState: string }

/**
 * A booking's money for its two parties: the amount and the policy in words, where the payment
 * stands, for the organizer the contract to accept and Pay (to the provider's page and back), what the artist must fill in
 * first, the problem report while the money is held, and the dated events. Without payments on
 * the platform it says the booking is paid outside Sahne.
 */
export function PaymentCard({ bookingId, bookingState }: Props) {
  const t = useTranslations('Payments.card')
  const format = useFormatter()
  // The report button appears at the gig's start without a reload.
  const now = useNow({ updateInterval: 60_000 })
  // As the terms panel tells the sides apart: an organizer's account is the booking's organizer.
  const isOrganizer = useSession().user?.role === 'organizer'
  const returned = useSearchParams().get('payment')
  const path = `/api/bookings/${bookingId}/payment`
  const view = useApi<PaymentView>(path)
  const money = useMoney()
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })

  if (view.error)
    return (
      <section className={`card ${styles.panel}`} aria-labelledby="payment-heading">
        <h2 id="payment-heading">{t('title')}</h2>
        <p className={styles.hint}>{t('outside')}</p>
      </section>
    )
  const p = view.data
  if (!p) return null
  // Why the last card was refused, in the reader's language: the provider's code, from the catalogue.
  const declined = [...p.attempts].reverse().find((a) => a.state === 'failed')
  const lastFailure = declined ? t(`declined.${declineReason(declined.declineCode)}`) : null
  if (p.status === 'unpaid' && bookingState !== 'confirmed') return null

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="payment-heading">
      <div className={styles.head}>
        <h2 id="payment-heading">{t('title')}</h2>
        <strong className={styles.pill} data-state={p.status}>
          {t(`status.${p.status}`)}
        </strong>
      </div>
      {p.testMode ? (
        // The test card's number is for the payer; the artist reads only that no card is charged.
        <p className={styles.testBanner}>{t(isOrganizer ? 'testMode' : 'testModeShort')}</p>
      ) : null}
      {returned ? (
        <PaymentReturnNotice returned={returned} status={p.status} lastFailure={lastFailure} />
      ) : null}
      {p.status === 'unpaid' ? (
        <p className={styles.hint}>{t('unpaid')}</p>
      ) : (
        <PaymentFacts payment={p} isOrganizer={isOrganizer} date={date} />
      )}
      {p.status !== 'unpaid' ? (
        <p className={styles.hint}>{t(`explain.${p.status}`, { hours: p.releaseHours })}</p>
      ) : null}
      <PayoutWaitNotice payment={p} isOrganizer={isOrganizer} />
      {p.decisionNote ? (
        <p className={styles.notice}>
          <strong>{t('decision')}</strong> {p.decisionNote}
        </p>
      ) : null}
      {isOrganizer && p.canPay ? <PayStep bookingId={bookingId} amount={p.amount} /> : null}
      {p.status !== 'due' && p.status !== 'unpaid' ? (
        <PaymentDocuments
          bookingId={bookingId}
          isOrganizer={isOrganizer}
          commissionStatement={p.commissionStatement}
        />
      ) : null}
      {isOrganizer && p.status === 'paid' && p.problemFrom ? (
        // A problem can be reported from the gig's start until the release, not before.
        Date.parse(p.problemFrom) <= now.getTime() ? (
          <ReportProblem bookingId={bookingId} onReported={() => void view.reload()} />
        ) : (
          <p className={styles.hint}>{t('problemFrom', { date: date(p.problemFrom) })}</p>
        )
      ) : null}
      {p.events.length > 0 ? (
        <details>
          <summary>{t('history')}</summary>
          <ul className={styles.events}>
            {p.events.map((event, i) => (
              <li key={i}>
                <time dateTime={event.at}>{date(event.at)}</time>
                {t(`event.${event.type as PaymentEvent}`)}
                {event.amount ? ` · ${money(event.amount)}` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  )
}
