'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { FieldError } from '@/components/forms/FieldError'
import { useServerError } from '@/components/forms/useServerError'
import { REVIEW_LIMITS } from '@/lib/limits'
import { ARTIST_SCORES, VENUE_SCORES, type ReviewDirection } from '@/lib/market/reviewScores'
import type { BookingReviews } from '@/server/market'

import styles from './Reviews.module.css'

const SCORES = [1, 2, 3, 4, 5]
const fieldId = (field: string) => `review-${field}`

type Props = {
  bookingId: number
  direction: ReviewDirection
  onSaved: (data: BookingReviews) => void
}

/** A party's review of the other side: the side's scores (1-5), paid-as-agreed for venues, text. */
export function ReviewForm({ bookingId, direction, onSaved }: Props) {
  const t = useTranslations('Reviews')
  const send = useSend()
  const errors = useServerError(fieldId)
  const keys = direction === 'artistToVenue' ? VENUE_SCORES : ARTIST_SCORES
  const [values, setValues] = useState<Record<string, string>>({})
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (key: string, value: string) => {
    errors.changed(fieldId(key))
    setValues((current) => ({ ...current, [key]: value }))
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const scores = Object.fromEntries(keys.map((key) => [key, Number(values[key])]))
    const body =
      direction === 'artistToVenue'
        ? { ...scores, paidAsAgreed: values.paidAsAgreed === 'yes', text }
        : { ...scores, text }
    const reply = await send<BookingReviews>(`/api/bookings/${bookingId}/review`, { body })
    setBusy(false)
    errors.show(reply.ok ? null : reply.error)
    if (reply.ok) onSaved(reply.data)
  }

  return (
    <form className={`card ${styles.form}`} onSubmit={submit} data-testid="review-form">
      <fieldset className={styles.fieldset}>
        {keys.map((key) => (
          <label key={key} htmlFor={fieldId(key)}>
            {t(`scores.${key}`)}
            <select
              id={fieldId(key)}
              required
              value={values[key] ?? ''}
              onChange={(event) => set(key, event.target.value)}
              {...errors.invalid(fieldId(key))}
            >
              <option value="" disabled>
                {t('form.choose')}
              </option>
              {SCORES.map((score) => (
                <option key={score} value={score}>
                  {t('scoreValue', { score })}
                </option>
              ))}
            </select>
            <FieldError errors={errors} id={fieldId(key)} />
          </label>
        ))}
        {direction === 'artistToVenue' ? (
          <label htmlFor={fieldId('paidAsAgreed')}>
            {t('paidAsAgreed')}
            <select
              id={fieldId('paidAsAgreed')}
              required
              value={values.paidAsAgreed ?? ''}
              onChange={(event) => set('paidAsAgreed', event.target.value)}
              {...errors.invalid(fieldId('paidAsAgreed'))}
            >
              <option value="" disabled>
                {t('form.choose')}
              </option>
              <option value="yes">{t('paidYes')}</option>
              <option value="no">{t('paidNo')}</option>
            </select>
            <FieldError errors={errors} id={fieldId('paidAsAgreed')} />
          </label>
        ) : null}
      </fieldset>
      <label htmlFor={fieldId('text')}>
        {t('form.text')}
        <textarea
          id={fieldId('text')}
          required
          minLength={REVIEW_LIMITS.textMin}
          maxLength={REVIEW_LIMITS.textMax}
          value={text}
          onChange={(event) => {
            errors.changed(fieldId('text'))
            setText(event.target.value)
          }}
          {...errors.invalid(fieldId('text'))}
        />
        <FieldError errors={errors} id={fieldId('text')} />
      </label>
      <p className={styles.note}>{t('form.blindNote')}</p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('form.sending') : t('form.submit')}
      </button>
      {errors.formError ? <p role="alert">{errors.formError}</p> : null}
    </form>
  )
}
