'use client'

import { useTranslations } from 'next-intl'

import type { PayoutView } from '@/server/payments'

import styles from './Payments.module.css'

/**
 * The saved payout details as Sahne holds them (the IBAN masked), what is missing and that
 * payouts wait meanwhile; "none yet" when nothing is saved, in the words of an artist's or a
 * venue's (`venue`) reason to add them.
 */
export function PayoutSummary({
  current,
  venue = false,
}: {
  current: PayoutView | null
  venue?: boolean
}) {
  const t = useTranslations('Payments.payout.form')
  const missing = current?.missing ?? []
  return (
    <>
      {missing.length ? (
        <div className={styles.notice} data-tone="warn" role="status" id="payout-blocked">
          <p>{t('blocked')}</p>
          <p>
            <strong>{t('missingTitle')}:</strong>{' '}
            {missing.map((field) => t(`missing.${field}` as 'missing.iban')).join(', ')}
          </p>
        </div>
      ) : null}
      {current ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('typeLabel')}</dt>
            <dd>{t(`type.${current.payeeType}`)}</dd>
          </div>
          <div>
            <dt>{t(`name.${current.payeeType}`)}</dt>
            <dd>{current.legalName}</dd>
          </div>
          <div>
            <dt>{t('iban')}</dt>
            <dd>{current.iban}</dd>
          </div>
          <div>
            <dt>{t('city')}</dt>
            <dd>{current.city}</dd>
          </div>
          <div>
            <dt>{t('taxStatus')}</dt>
            <dd>{current.taxStatus ? t(`taxStatuses.${current.taxStatus}`) : '—'}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.notice}>{t(venue ? 'noneVenue' : 'none')}</p>
      )}
    </>
  )
}
