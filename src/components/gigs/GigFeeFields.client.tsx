'use client'

import { useTranslations } from 'next-intl'

import { FieldError } from '@/components/forms/FieldError'
import type { ServerError } from '@/components/forms/useServerError'
import { FEE_MAX } from '@/lib/limits'
import { kurusToLira } from '@/lib/money/kurus'
import type { FeeType } from '@/lib/market/gigStatus'

import type { GigFormValues } from './gigFormValues'
import styles from './GigForm.module.css'

type Props = {
  values: GigFormValues
  set: <K extends keyof GigFormValues>(name: K, value: GigFormValues[K]) => void
  feeTypes: readonly FeeType[]
  errors: ServerError
}

/** The fee: its type, then the amount a fixed fee needs or the two ends of a range. */
export function GigFeeFields({ values, set, feeTypes, errors }: Props) {
  const t = useTranslations('GigForm')
  const market = useTranslations('Market')
  const amount = (name: 'feeAmount' | 'feeMin' | 'feeMax') => (
    <div className="field">
      <label htmlFor={`gig-${name}`}>{t(name)}</label>
      <input
        id={`gig-${name}`}
        type="number"
        min={0}
        max={kurusToLira(FEE_MAX)}
        step={50}
        required
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        {...errors.invalid(`gig-${name}`)}
      />
      <FieldError errors={errors} id={`gig-${name}`} />
    </div>
  )
  return (
    <div className={styles.row}>
      <div className="field">
        <label htmlFor="gig-feeType">{t('feeType')}</label>
        <select
          id="gig-feeType"
          value={values.feeType}
          onChange={(e) => set('feeType', e.target.value as GigFormValues['feeType'])}
          {...errors.invalid('gig-feeType')}
        >
          <option value="">—</option>
          {feeTypes.map((type) => (
            <option key={type} value={type}>
              {market(`feeTypes.${type}`)}
            </option>
          ))}
        </select>
        <FieldError errors={errors} id="gig-feeType" />
      </div>
      {values.feeType === 'fixed' ? amount('feeAmount') : null}
      {values.feeType === 'range' ? (
        <>
          {amount('feeMin')}
          {amount('feeMax')}
        </>
      ) : null}
    </div>
  )
}
