'use client'

import { useFormatter, useNow, useTranslations } from 'next-intl'
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { useMoney } from '@/components/i18n/useMoney'
import { DownloadButton } from '@/components/files/DownloadButton.client'
import { useSend } from '@/components/data/useSend'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import type { PaymentEvent } from '@/lib/payments/paymentStates'
import type { PaymentView } from '@/server/payments'

import { ReportProblem } from './ReportProblem.client'
import styles from './Payments.module.css'
import { declineReason } from '@/lib/payments/declineCodes'

type Props = { bookingId: number; bookingState: string }

/**
 * A booking's money for its two parties: the amount and the policy in words, where the payment
 * stands, Pay for the organizer (to the provider's page and back), what the artist must fill in
 * first, the problem report while the money is held, and the dated events. Without payments on
 * the platform it says the booking is paid outside Sahne.
 */
export function PaymentCard({ bookingId, bookingState }: Props) {
  const t = useTranslations('Payments.card')
  const policies = useTranslations('Terms.policy')
  const payout = useTranslations('Payments.payout.form')
  const format = useFormatter()
  // The report button appears at the gig's start without a reload.
  const now = useNow({ updateInterval: 60_000 })
  const send = useSend()
  // As the terms panel tells the sides apart: an organizer's account is the booking's organizer.
  const isOrganizer = useSession().user?.role === 'organizer'
  const returned = useSearchParams().get('payment')
  const path = `/api/bookings/${bookingId}/payment`
  const view = useApi<PaymentView>(path)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Back from the provider's page: the payer is brought to what happened, not the page's top.
  const returnedNotice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (!returned || !view.data) return
    returnedNotice.current?.scrollIntoView({ block: 'center' })
    returnedNotice.current?.focus()
  }, [returned, view.data])
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

  const pay = async () => {
    setBusy(true)
    const reply = await send<{ checkoutUrl: string }>(path, { body: {} })
    if (!reply.ok) {
      setBusy(false)
      return setError(reply.error.message)
    }
    window.location.assign(reply.data.checkoutUrl)
  }

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
      {returned === 'failed' && p.status === 'due' ? (
        <p
          className={styles.notice}
          data-tone="bad"
          role="alert"
          tabIndex={-1}
          ref={returnedNotice}
        >
          {t('failed')}
          {lastFailure ? ` ${lastFailure}` : ''}
        </p>
      ) : null}
      {returned === 'paid' && p.status === 'paid' ? (
        <p
          className={styles.notice}
          data-tone="good"
          role="status"
          tabIndex={-1}
          ref={returnedNotice}
        >
          {t('paidNow')}
        </p>
      ) : null}
      {returned === 'refunded' ? (
        <p className={styles.notice} role="status" tabIndex={-1} ref={returnedNotice}>
          {t('strayRefunded')}
        </p>
      ) : null}
      {returned === 'pending' && p.status === 'due' ? (
        <p className={styles.notice} role="status" tabIndex={-1} ref={returnedNotice}>
          {t('pending')}
        </p>
      ) : null}
      {p.status === 'unpaid' ? (
        <p className={styles.hint}>{t('unpaid')}</p>
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>{t('amount')}</dt>
            <dd className={styles.amount}>{money(p.amount)}</dd>
          </div>
          {!isOrganizer && !p.settled ? (
            <div>
              <dt>{t('yourShare')}</dt>
              <dd>
                {money(p.artistAmount)}
                <span className={styles.meaning}>
                  {t('shareMeaning', {
                    gross: money(p.amount),
                    commission: money(p.commission),
                    withholding: money(p.withholding),
                  })}
                </span>
              </dd>
            </div>
          ) : null}
          {p.dueAt ? (
            <div>
              <dt>{t('dueAt')}</dt>
              <dd>{date(p.dueAt)}</dd>
            </div>
          ) : null}
          {p.releaseAt ? (
            <div>
              <dt>{t('releaseAt')}</dt>
              <dd>{date(p.releaseAt)}</dd>
            </div>
          ) : null}
          {p.settled ? (
            // The ledger's figures: refunded + commission + withholding + paid out make the amount.
            <>
              <div>
                <dt>{t('refunded')}</dt>
                <dd>{money(p.refunded)}</dd>
              </div>
              <div>
                <dt>{t('settledCommission')}</dt>
                <dd>{money(p.commission)}</dd>
              </div>
              <div>
                <dt>{t('withholding')}</dt>
                <dd>{money(p.withholding)}</dd>
              </div>
              <div>
                <dt>{isOrganizer ? t('released') : t('releasedToYou')}</dt>
                <dd>{money(p.released)}</dd>
              </div>
            </>
          ) : null}
          {p.policy ? (
            <div className={styles.wide}>
              <dt>{t('policy')}</dt>
              <dd>
                {policies(`${p.policy}.name`)}
                <span className={styles.meaning}>{policies(`${p.policy}.meaning`)}</span>
              </dd>
            </div>
          ) : null}
        </dl>
      )}
      {p.status !== 'unpaid' ? (
        <p className={styles.hint}>{t(`explain.${p.status}`, { hours: p.releaseHours })}</p>
      ) : null}
      {p.status === 'due' && !p.artistHasPayout ? (
        <p className={styles.notice} role="status">
          {isOrganizer ? t('waitingPayout') : t('fillPayout')}{' '}
          {!isOrganizer ? (
            <Link href={{ pathname: '/profile', hash: 'payout' }}>{t('fillPayoutLink')}</Link>
          ) : null}
        </p>
      ) : null}
      {p.status === 'paid' && p.payoutMissing.length ? (
        <p className={styles.notice} data-tone="warn" role="status">
          {isOrganizer
            ? t('blockedOrganizer')
            : t('blockedArtist', {
                missing: p.payoutMissing
                  .map((field) => payout(`missing.${field}` as 'missing.iban'))
                  .join(', '),
              })}{' '}
          {!isOrganizer ? (
            <Link href={{ pathname: '/profile', hash: 'payout' }}>{t('fillPayoutLink')}</Link>
          ) : null}
        </p>
      ) : null}
      {p.decisionNote ? (
        <p className={styles.notice}>
          <strong>{t('decision')}</strong> {p.decisionNote}
        </p>
      ) : null}
      {isOrganizer && p.canPay ? (
        <div className={styles.actions}>
          <button type="button" className="button" disabled={busy} onClick={() => void pay()}>
            {busy ? t('paying') : t('pay', { amount: money(p.amount) })}
          </button>
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      {p.status !== 'due' && p.status !== 'unpaid' ? (
        <div className={styles.actions}>
          <DownloadButton
            href={`${path}.pdf`}
            fileName={`sahne-${isOrganizer ? 'receipt' : 'payout-statement'}-${bookingId}.pdf`}
            className="button secondary small"
            busyLabel={t('downloadPreparing')}
          >
            {isOrganizer ? t('download.receipt') : t('download.statement')}
          </DownloadButton>
          {!isOrganizer && p.commissionStatement ? (
            <DownloadButton
              href={`/api/bookings/${bookingId}/commission.pdf`}
              fileName={`sahne-commission-${p.commissionStatement}.pdf`}
              className="button secondary small"
              busyLabel={t('downloadPreparing')}
            >
              {t('download.commission', { number: p.commissionStatement })}
            </DownloadButton>
          ) : null}
        </div>
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
