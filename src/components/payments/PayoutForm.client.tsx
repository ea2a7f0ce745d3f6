'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, type ReactNode, useState } from 'react'
import { toast } from 'react-toastify'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { FieldError } from '@/components/forms/FieldError'
import { useServerError } from '@/components/forms/useServerError'
import { useSession } from '@/components/session/useSession'
import { TAX_STATUSES, type PayeeType } from '@/lib/payments/payee'
import type { PayoutView } from '@/server/payments'

import { PayeeTypeChoice } from './PayeeTypeChoice.client'
import { PayoutSummary } from './PayoutSummary.client'
import styles from './Payments.module.css'

const FIELDS = [
  'legalName',
  'iban',
  'identityNumber',
  'taxNumber',
  'taxOffice',
  'address',
  'city',
  'taxStatus',
] as const
type Field = (typeof FIELDS)[number]
const fieldId = (field: string) =>
  (FIELDS as readonly string[]).includes(field) || field === 'payeeType' ? `payout-${field}` : null

/**
 * On /profil, for artists (paid their fees) and venues (paid their ticket sales): where Sahne
 * pays them, asked by payee type (an individual, a sole proprietorship, a company: iyzico's
 * sub-merchant types), with their tax status. Saved details come back masked (the IBAN's last
 * four digits only) and are never filled into the form again: they are shown with one "Change"
 * that opens an empty form for new ones; a registered type is shown fixed. Incomplete details say what is missing and that payouts wait. Errors stand beside
 * their field. `notice` is the payouts privacy notice's link, shown under the form.
 */
export function PayoutForm({ notice }: { notice?: ReactNode }) {
  const t = useTranslations('Payments.payout.form')
  const locale = useLocale()
  const { user } = useSession()
  const send = useSend()
  const errors = useServerError(fieldId)
  const payee = user?.role === 'artist' || user?.role === 'organizer' ? user.role : null
  const path = payee ? '/api/me/payout' : null
  const saved = useApi<PayoutView | null>(path)
  const [chosen, setType] = useState<PayeeType>('individual')
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>,
  )
  const [busy, setBusy] = useState(false)
  const [changing, setChanging] = useState(false)
  if (!path) return null
  // A registered payee keeps its type: the form asks for that type's fields only.
  const locked = saved.data?.registered ? saved.data.payeeType : null
  const payeeType = locked ?? chosen
  const needs = (field: Field) =>
    field === 'identityNumber'
      ? payeeType !== 'company'
      : field === 'taxNumber' || field === 'taxOffice'
        ? payeeType !== 'individual'
        : true

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const reply = await send<PayoutView>(`/api/me/payout?locale=${locale}`, {
      method: 'PUT',
      body: {
        payeeType,
        ...Object.fromEntries(Object.entries(values).filter(([f]) => needs(f as Field))),
      },
    })
    setBusy(false)
    errors.show(reply.ok ? null : reply.error)
    if (!reply.ok) return
    toast.success(t('saved'))
    setValues(Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>)
    setChanging(false)
    void revalidateApi('/api/me/payout')
  }

  const input = (
    field: Field,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    label: string = t(field),
    hint?: string,
  ) => (
    <div className="field">
      <label htmlFor={`payout-${field}`}>{label}</label>
      {hint ? (
        <p className={styles.hint} id={`payout-${field}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={`payout-${field}`}
        name={field}
        value={values[field]}
        onChange={(event) => {
          errors.changed(`payout-${field}`)
          setValues((v) => ({ ...v, [field]: event.target.value }))
        }}
        {...errors.invalid(`payout-${field}`)}
        {...props}
      />
      <FieldError errors={errors} id={`payout-${field}`} />
    </div>
  )
  const current = saved.data
  const missing = current?.missing ?? []
  return (
    <section id="payout" className={`card ${styles.panel}`} aria-labelledby="payout-title">
      <h2 id="payout-title">{t('title')}</h2>
      <p className={styles.hint}>{t(payee === 'organizer' ? 'introVenue' : 'intro')}</p>
      {current !== undefined ? (
        <PayoutSummary current={current} venue={payee === 'organizer'} />
      ) : null}
      {current && !changing ? (
        <div className={styles.actions}>
          <button type="button" className="button secondary" onClick={() => setChanging(true)}>
            {missing.length ? t('complete') : t('change')}
          </button>
        </div>
      ) : null}
      {saved.data === undefined || (current && !changing) ? null : (
        <form className={styles.form} onSubmit={save} noValidate>
          {locked ? (
            <p className={styles.hint}>{t('typeLocked', { type: t(`type.${locked}`) })}</p>
          ) : (
            <PayeeTypeChoice value={payeeType} onChange={setType} />
          )}
          <p className={styles.hint}>{t(`typeHint.${payeeType}`)}</p>
          <div className={styles.row}>
            {input(
              'legalName',
              {
                autoComplete: payeeType === 'individual' ? 'name' : 'organization',
                required: true,
              },
              t(`name.${payeeType}`),
            )}
            {input(
              'iban',
              {
                inputMode: 'text',
                placeholder: 'TR00 0000 0000 0000 0000 0000 00',
                required: true,
              },
              t('iban'),
              t(`ibanHint.${payeeType}`),
            )}
          </div>
          <div className={styles.row}>
            {needs('identityNumber')
              ? input('identityNumber', { inputMode: 'numeric', maxLength: 11, required: true })
              : null}
            {needs('taxOffice') ? input('taxOffice', { required: true }) : null}
            {needs('taxNumber')
              ? input('taxNumber', { inputMode: 'numeric', maxLength: 10, required: true })
              : null}
          </div>
          <div className={styles.row}>
            {input('address', { autoComplete: 'street-address', required: true })}
            {input('city', { autoComplete: 'address-level2', required: true })}
          </div>
          <div className="field">
            <label htmlFor="payout-taxStatus">{t('taxStatus')}</label>
            <p className={styles.hint} id="payout-taxStatus-hint">
              {t('taxStatusHint')}
            </p>
            <select
              id="payout-taxStatus"
              value={values.taxStatus}
              aria-describedby="payout-taxStatus-hint"
              onChange={(event) => {
                errors.changed('payout-taxStatus')
                setValues((v) => ({ ...v, taxStatus: event.target.value }))
              }}
              {...errors.invalid('payout-taxStatus')}
            >
              <option value="">{t('chooseTaxStatus')}</option>
              {TAX_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`taxStatuses.${status}`)}
                </option>
              ))}
            </select>
            <FieldError errors={errors} id="payout-taxStatus" />
          </div>
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('saving') : current ? t('update') : t('save')}
            </button>
            {current ? (
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  setChanging(false)
                  errors.show(null)
                }}
              >
                {t('keep')}
              </button>
            ) : null}
          </div>
          {errors.formError ? <p role="alert">{errors.formError}</p> : null}
          {notice}
        </form>
      )}
    </section>
  )
}
