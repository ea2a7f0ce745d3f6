'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { FieldError } from '@/components/forms/FieldError'
import { useServerError } from '@/components/forms/useServerError'
import { CANCELLATION_POLICIES, PROVIDES, TERMS_FEE_TYPES } from '@/lib/market/bookingTerms'
import { TIME_ZONE } from '@/i18n/locales'
import { TERMS_LIMITS } from '@/lib/limits'
import { kurusToLira } from '@/lib/money/kurus'
import type { BookingSummary } from '@/server/market'

import { revalidateMarket } from '../revalidateMarket'
import styles from './Terms.module.css'
import { initialTermsValues, termsBody, type TermsFormValues } from './termsFormValues'

const FIELD_IDS: Record<string, string> = {
  fee: 'terms-fee-amount',
  'fee.amount': 'terms-fee-amount',
  'fee.type': 'terms-fee-type',
  setLengthMinutes: 'terms-length',
  loadInAt: 'terms-load-in',
  soundcheckAt: 'terms-soundcheck',
  doorsAt: 'terms-doors',
  setAt: 'terms-set',
  cancellationPolicy: 'terms-policy',
}
const fieldId = (field: string) => FIELD_IDS[field] ?? null

type Props = { booking: BookingSummary; onDone: () => void; onCancel?: () => void }

/** The organizer's form: fee, set length, four Istanbul times, what is provided, the policy. */
export function TermsForm({ booking, onDone, onCancel }: Props) {
  const t = useTranslations('Terms')
  const format = useFormatter()
  const send = useSend()
  const errors = useServerError(fieldId)
  const [values, setValues] = useState(() =>
    initialTermsValues(booking.terms, booking.fee, booking.gig.date),
  )
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof TermsFormValues>(key: K, value: TermsFormValues[K], id?: string) => {
    if (id) errors.changed(id)
    setValues((current) => ({ ...current, [key]: value }))
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const reply = await send(`/api/bookings/${booking.id}/terms`, {
      method: 'PUT',
      body: termsBody(values, booking.gig.date),
    })
    setBusy(false)
    errors.show(reply.ok ? null : reply.error)
    if (!reply.ok) return
    await revalidateMarket()
    onDone()
  }
  const time = (id: string, key: 'loadIn' | 'soundcheck' | 'doors' | 'setAt', label: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="time"
        required={key === 'setAt'}
        value={values[key]}
        onChange={(event) => set(key, event.target.value, id)}
        {...errors.invalid(id, 'terms-times-hint')}
      />
      <FieldError errors={errors} id={id} />
    </div>
  )
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <div className="field">
          <label htmlFor="terms-fee-type">{t('fee')}</label>
          <select
            id="terms-fee-type"
            value={values.feeType}
            onChange={(event) => set('feeType', event.target.value as TermsFormValues['feeType'])}
          >
            {TERMS_FEE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`feeType.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {values.feeType === 'fixed' ? (
          <div className="field">
            <label htmlFor="terms-fee-amount">{t('feeAmount')}</label>
            <input
              id="terms-fee-amount"
              type="number"
              inputMode="numeric"
              min={0}
              max={kurusToLira(TERMS_LIMITS.fee)}
              step={1}
              value={values.feeAmount}
              onChange={(event) => set('feeAmount', event.target.value, 'terms-fee-amount')}
              {...errors.invalid('terms-fee-amount')}
            />
            <FieldError errors={errors} id="terms-fee-amount" />
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="terms-length">{t('setLengthMinutes')}</label>
          <input
            id="terms-length"
            type="number"
            inputMode="numeric"
            min={TERMS_LIMITS.setLengthMin}
            max={TERMS_LIMITS.setLengthMax}
            step={5}
            required
            value={values.setLengthMinutes}
            onChange={(event) => set('setLengthMinutes', event.target.value, 'terms-length')}
            {...errors.invalid('terms-length')}
          />
          <FieldError errors={errors} id="terms-length" />
        </div>
      </div>
      <div className={styles.row}>
        {time('terms-load-in', 'loadIn', t('loadIn'))}
        {time('terms-soundcheck', 'soundcheck', t('soundcheck'))}
        {time('terms-doors', 'doors', t('doors'))}
        {time('terms-set', 'setAt', t('setAt'))}
      </div>
      <p id="terms-times-hint" className={styles.hint}>
        {t('timesNote', {
          when: format.dateTime(new Date(booking.gig.date), {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            // The language's own clock, as every other screen writes it: 9:00 PM, 21:00.
            hour: 'numeric',
            minute: '2-digit',
            timeZone: TIME_ZONE,
          }),
        })}
      </p>
      <fieldset className={styles.checks}>
        <legend>{t('provides')}</legend>
        {PROVIDES.map((key) => (
          <label key={key} className={styles.check}>
            <input
              type="checkbox"
              checked={values.provides[key]}
              onChange={(event) =>
                set('provides', { ...values.provides, [key]: event.target.checked })
              }
            />
            {t(`provision.${key}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="terms-policy">{t('cancellationPolicy')}</label>
        <select
          id="terms-policy"
          value={values.cancellationPolicy}
          onChange={(event) =>
            set(
              'cancellationPolicy',
              event.target.value as TermsFormValues['cancellationPolicy'],
              'terms-policy',
            )
          }
          {...errors.invalid('terms-policy', 'terms-policy-meaning')}
        >
          {CANCELLATION_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {t(`policy.${policy}.name`)}
            </option>
          ))}
        </select>
        <p id="terms-policy-meaning" className={styles.hint}>
          {t(`policy.${values.cancellationPolicy}.meaning`)}
        </p>
        <FieldError errors={errors} id="terms-policy" />
      </div>
      {booking.termsStatus === 'confirmed' ? (
        <p className={styles.hint}>{t('changeNote')}</p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('saving') : t('save')}
        </button>
        {onCancel ? (
          <button type="button" className="button secondary" onClick={onCancel}>
            {t('cancelEdit')}
          </button>
        ) : null}
      </div>
      {errors.formError ? <p role="alert">{errors.formError}</p> : null}
    </form>
  )
}
