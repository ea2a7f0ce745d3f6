'use client'

import { useTranslations } from 'next-intl'

import { useMoney } from '@/components/i18n/useMoney'
import type { PaymentView } from '@/server/payments'

import styles from './Payments.module.css'

type Props = {
  payment: PaymentView
  isOrganizer: boolean
  /** A date and time in the reader's language. */
  date: (iso: string) => string
}

/**
 * The payment's figures: the amount, the artist's share before the money is settled, the dates,
 * the ledger's split once settled, and the cancellation policy in words.
 */
export function PaymentFacts({ payment: p, isOrganizer, date }: Props) {
  const t = useTranslations('Payments.card')
  const policies = useTranslations('Terms.policy')
  const money = useMoney()
  return (
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
  )
}
