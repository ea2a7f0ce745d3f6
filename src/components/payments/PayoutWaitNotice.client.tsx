'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import type { PaymentView } from '@/server/payments'

import styles from './Payments.module.css'

type Props = { payment: PaymentView; isOrganizer: boolean }

/**
 * What the artist's payout details hold up: before paying, the organizer waits for them and the
 * artist is asked for them; once paid, the release waits for what is missing, named to the artist.
 */
export function PayoutWaitNotice({ payment: p, isOrganizer }: Props) {
  const t = useTranslations('Payments.card')
  const payout = useTranslations('Payments.payout.form')
  const fill = !isOrganizer ? (
    <Link href={{ pathname: '/profile', hash: 'payout' }}>{t('fillPayoutLink')}</Link>
  ) : null
  if (p.status === 'due' && !p.artistHasPayout)
    return (
      <p className={styles.notice} role="status">
        {isOrganizer ? t('waitingPayout') : t('fillPayout')} {fill}
      </p>
    )
  if (p.status === 'paid' && p.payoutMissing.length)
    return (
      <p className={styles.notice} data-tone="warn" role="status">
        {isOrganizer
          ? t('blockedOrganizer')
          : t('blockedArtist', {
              missing: p.payoutMissing
                .map((field) => payout(`missing.${field}` as 'missing.iban'))
                .join(', '),
            })}{' '}
        {fill}
      </p>
    )
  return null
}
