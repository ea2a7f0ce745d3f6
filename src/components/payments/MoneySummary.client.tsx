'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { useMoney } from '@/components/i18n/useMoney'
import { Link } from '@/i18n/navigation'
import type { MoneySummary as Summary } from '@/server/payments'

import styles from './MoneySummary.module.css'

/** Each side's words for the three tiles (`Payments.summary.*`). */
const LABELS = {
  organizer: { due: 'organizer.due', held: 'organizer.held', paidOut: 'organizer.paidOut' },
  artist: { due: 'artist.due', held: 'artist.held', paidOut: 'artist.paidOut' },
} as const

/**
 * A party's money at a glance on their dashboard: what is due, what Sahne holds and what was paid
 * out, each with its bookings; for the artist, what was paid out itemised (gross, commission,
 * withholding, net); and what holds a payout back. Nothing while payments are off or before any
 * booking has money.
 */
export function MoneySummary() {
  const t = useTranslations('Payments.summary')
  const payout = useTranslations('Payments.payout.form')
  const money = useMoney()
  const format = useFormatter()
  const summary = useApi<Summary>('/api/me/payments')
  const s = summary.data
  if (!s || (s.due.count + s.held.count + s.paidOut.count === 0 && !s.payoutBlocked)) return null
  const tiles = [
    { key: 'due', tally: s.due },
    { key: 'held', tally: s.held },
    { key: 'paidOut', tally: s.paidOut },
  ] as const
  return (
    <section className={styles.summary} aria-labelledby="money-summary">
      <h2 id="money-summary">{t('title')}</h2>
      <dl className={styles.tiles}>
        {tiles.map(({ key, tally }) => (
          <div key={key} className={styles.tile} data-tile={key}>
            <dt>{t(LABELS[s.role][key])}</dt>
            <dd>
              <strong>{money(tally.amount)}</strong>
              <span>{t('bookings', { count: tally.count })}</span>
              {key === 'due' && s.nextDueAt ? (
                <span>
                  {t('nextDue', {
                    date: format.dateTime(new Date(s.nextDueAt), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {s.payouts && s.paidOut.count ? (
        // The ledger's figures for what was paid out: gross − commission − withholding = net.
        <dl className={styles.breakdown} aria-label={t('payouts.title')}>
          {(['gross', 'commission', 'withholding', 'net'] as const).map((key) => (
            <div key={key} data-line={key}>
              <dt>{t(`payouts.${key}`)}</dt>
              <dd>
                {(key === 'commission' || key === 'withholding' ? '− ' : '') +
                  money(s.payouts![key])}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {s.payoutBlocked ? (
        <p className={styles.blocked} role="status">
          {s.role === 'artist'
            ? t('blockedArtist', {
                missing: s.payoutBlocked.missing
                  .map((field) => payout(`missing.${field}` as 'missing.iban'))
                  .join(', '),
              })
            : t('blockedOrganizer', { count: s.payoutBlocked.count })}{' '}
          {s.role === 'artist' ? (
            <Link href={{ pathname: '/profile', hash: 'payout' }}>{payout('complete')}</Link>
          ) : null}
        </p>
      ) : null}
      <p className={styles.hint}>{t('hint')}</p>
    </section>
  )
}
