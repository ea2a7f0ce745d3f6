'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent, type ReactNode } from 'react'

import { FieldError } from '@/components/forms/FieldError'
import { useServerError } from '@/components/forms/useServerError'
import type { ApiFailure } from '@/lib/api/ApiFailure'
import { FEE_TYPES, GIG_STATUSES } from '@/lib/market/gigStatus'

import { GigFeeFields } from './GigFeeFields.client'
import { GigGenres } from './GigGenres.client'
import { useIstanbulNow } from './useIstanbulNow'
import type { GigFormValues } from './gigFormValues'
import styles from './GigForm.module.css'
import { GIG_LIMITS } from '@/lib/limits'
import { CitySelect } from '@/components/forms/CitySelect.client'

type Props = {
  initial: GigFormValues
  /** Saves the values; answers the failure to show (beside its field when it names one), else null. */
  onSave: (values: GigFormValues) => Promise<ApiFailure | null>
  submitLabel: string
  showStatus?: boolean
  /** The picture's picker (GigPicture), before the buttons. */
  picture?: ReactNode
  children?: ReactNode
}

/** The gig's fields, in the order; times are typed in Istanbul time. */
export function GigForm({ initial, onSave, submitLabel, showStatus, picture, children }: Props) {
  const t = useTranslations('GigForm')
  const market = useTranslations('Market')
  const [values, setValues] = useState(initial)
  const now = useIstanbulNow()
  // A gig already past keeps its date when edited; any other date must lie ahead.
  const dateMin = now && initial.date && initial.date < now ? undefined : now
  const [saving, setSaving] = useState(false)
  const errors = useServerError(gigFieldId)
  const set = <K extends keyof GigFormValues>(name: K, value: GigFormValues[K]) => {
    errors.changed(`gig-${name}`)
    setValues((current) => ({ ...current, [name]: value }))
  }
  const bind = (
    name: 'title' | 'shortDescription' | 'description' | 'venue' | 'slots' | 'ticketUrl',
  ) => ({
    id: `gig-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    ...errors.invalid(`gig-${name}`),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSaving(true)
    errors.show(await onSave(values))
    setSaving(false)
  }

  return (
    // noValidate: min and max guide the date pickers, and every refusal (a past date included)
    // comes from the server and shows beside its field, in the page's language.
    <form className={`form ${styles.form}`} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="gig-title">{t('title')}</label>
        <input {...bind('title')} required maxLength={GIG_LIMITS.title} />
        <FieldError errors={errors} id="gig-title" />
      </div>
      <div className="field">
        <label htmlFor="gig-shortDescription">{t('shortDescription')}</label>
        <input {...bind('shortDescription')} maxLength={GIG_LIMITS.shortDescription} />
        <FieldError errors={errors} id="gig-shortDescription" />
      </div>
      <div className="field">
        <label htmlFor="gig-description">{t('description')}</label>
        <textarea {...bind('description')} rows={6} maxLength={GIG_LIMITS.description} />
        <FieldError errors={errors} id="gig-description" />
      </div>
      <div className={styles.row}>
        <div className="field">
          <label htmlFor="gig-date">{t('date')}</label>
          <input
            id="gig-date"
            type="datetime-local"
            required
            min={dateMin}
            value={values.date}
            onChange={(e) => set('date', e.target.value)}
            {...errors.invalid('gig-date')}
          />
          <FieldError errors={errors} id="gig-date" />
        </div>
        <div className="field">
          <label htmlFor="gig-deadline">{t('deadline')}</label>
          <input
            id="gig-deadline"
            type="datetime-local"
            min={dateMin}
            max={values.date || undefined}
            value={values.deadline}
            onChange={(e) => set('deadline', e.target.value)}
            {...errors.invalid('gig-deadline')}
          />
          <FieldError errors={errors} id="gig-deadline" />
        </div>
      </div>
      <p className={styles.hint}>{t('venueDefault')}</p>
      <div className={styles.row}>
        <div className="field">
          <label htmlFor="gig-city">{t('city')}</label>
          <CitySelect
            id="gig-city"
            value={values.city}
            onChange={(e) => set('city', e.target.value)}
            {...errors.invalid('gig-city')}
            empty={t('chooseCity')}
          />
          <FieldError errors={errors} id="gig-city" />
        </div>
        <div className="field">
          <label htmlFor="gig-venue">{t('venue')}</label>
          <input {...bind('venue')} maxLength={GIG_LIMITS.venue} />
          <FieldError errors={errors} id="gig-venue" />
        </div>
      </div>
      <GigGenres value={values.genres} onChange={(genres) => set('genres', genres)} />
      <GigFeeFields values={values} set={set} feeTypes={FEE_TYPES} errors={errors} />
      <div className="field">
        <label htmlFor="gig-ticketUrl">{t('ticketUrl')}</label>
        <input
          {...bind('ticketUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={GIG_LIMITS.ticketUrl}
          aria-describedby="gig-ticketUrl-hint"
        />
        <p id="gig-ticketUrl-hint" className={styles.hint}>
          {t('ticketUrlHint')}
        </p>
        <FieldError errors={errors} id="gig-ticketUrl" />
      </div>
      <div className={styles.row}>
        <div className="field">
          <label htmlFor="gig-slots">{t('slots')}</label>
          <input {...bind('slots')} type="number" min={1} max={GIG_LIMITS.slots} required />
          <FieldError errors={errors} id="gig-slots" />
        </div>
        {showStatus ? (
          <div className="field">
            <label htmlFor="gig-status">{t('status')}</label>
            <select
              id="gig-status"
              value={values.status}
              onChange={(e) => set('status', e.target.value as GigFormValues['status'])}
              {...errors.invalid('gig-status')}
            >
              {GIG_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {market(`gigStatus.${status}`)}
                </option>
              ))}
            </select>
            <FieldError errors={errors} id="gig-status" />
          </div>
        ) : null}
      </div>
      {picture}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('saving') : submitLabel}
        </button>
        {children}
      </div>
      <p role="alert" className={errors.formError ? 'form-status error' : 'form-status'}>
        {errors.formError}
      </p>
    </form>
  )
}

const FEE_FIELDS: Record<string, string> = {
  'fee.type': 'feeType',
  'fee.amount': 'feeAmount',
  'fee.min': 'feeMin',
  'fee.max': 'feeMax',
}

/** The id of the input a server error names: `date` → `gig-date`, `fee.min` → `gig-feeMin`. */
const gigFieldId = (field: string) => `gig-${FEE_FIELDS[field] ?? field}`
