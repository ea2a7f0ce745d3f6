'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { useMoney } from '@/components/i18n/useMoney'
import { PROVIDES, type BookingTerms } from '@/lib/market/bookingTerms'

import styles from './Terms.module.css'
import { TIME_ZONE } from '@/i18n/locales'

/** The terms as a summary: fee, set length, the four times, what the venue provides, the policy. */
export function TermsSummary({ terms }: { terms: BookingTerms }) {
  const t = useTranslations('Terms')
  const format = useFormatter()
  const lira = useMoney()
  const clock = (iso: string | null) =>
    iso
      ? format.dateTime(new Date(iso), {
          weekday: 'short',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: TIME_ZONE,
        })
      : t('notSet')
  const provided = PROVIDES.filter((key) => terms.provides[key])
  const fee =
    terms.fee.type === 'door' || terms.fee.amount == null
      ? t('feeType.door')
      : lira(terms.fee.amount)
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('fee')}</dt>
        <dd>{fee}</dd>
      </div>
      <div>
        <dt>{t('setLength')}</dt>
        <dd>{t('minutes', { count: terms.setLengthMinutes })}</dd>
      </div>
      <div>
        <dt>{t('setAt')}</dt>
        <dd>{clock(terms.setAt)}</dd>
      </div>
      <div>
        <dt>{t('loadIn')}</dt>
        <dd>{clock(terms.loadInAt)}</dd>
      </div>
      <div>
        <dt>{t('soundcheck')}</dt>
        <dd>{clock(terms.soundcheckAt)}</dd>
      </div>
      <div>
        <dt>{t('doors')}</dt>
        <dd>{clock(terms.doorsAt)}</dd>
      </div>
      <div>
        <dt>{t('provides')}</dt>
        <dd>
          {provided.length
            ? provided.map((key) => t(`provision.${key}`)).join(', ')
            : t('providesNone')}
        </dd>
      </div>
      <div className={styles.wide}>
        <dt>{t('cancellationPolicy')}</dt>
        <dd>
          <strong>{t(`policy.${terms.cancellationPolicy}.name`)}</strong>
          <span className={styles.meaning}>{t(`policy.${terms.cancellationPolicy}.meaning`)}</span>
        </dd>
      </div>
    </dl>
  )
}
