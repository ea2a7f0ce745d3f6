'use client'

import { useTranslations } from 'next-intl'

import { PAYEE_TYPES, type PayeeType } from '@/lib/payments/payee'

import styles from './Payments.module.css'

type Props = { value: PayeeType; onChange: (type: PayeeType) => void }

/** The payee type, asked once: an individual, a sole proprietorship or a company, never changed after. */
export function PayeeTypeChoice({ value, onChange }: Props) {
  const t = useTranslations('Payments.payout.form')
  return (
    <fieldset className={`field ${styles.choices}`} aria-describedby="payout-type-fixed">
      <legend id="payout-payeeType">{t('typeLabel')}</legend>
      {PAYEE_TYPES.map((type) => (
        <label key={type} className={styles.choice}>
          <input
            type="radio"
            name="payeeType"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {t(`type.${type}`)}
        </label>
      ))}
      <p className={styles.hint} id="payout-type-fixed">
        {t('typeFixed')}
      </p>
    </fieldset>
  )
}
