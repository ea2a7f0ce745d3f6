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
import type { PayoutView } from '@/server/payments'

import styles from './Payments.module.css'

const FIELDS = [
  'legalName',
  'iban',
  'identityNumber',
  'taxNumber',
  'taxOffice',
  'address',
  'city',
] as const
type Field = (typeof FIELDS)[number]
const fieldId = (field: string) =>
  (FIELDS as readonly string[]).includes(field) ? `payout-${field}` : null

/**
 * On /profil, for artists: where Sahne pays them. Saved details come back masked (the IBAN's
 * last four digits only) and are never filled into the form again: they are shown with one
 * "Change" that opens an empty form for new ones. Errors stand beside their field. `notice` is the
 * payouts privacy notice's link, shown under the form.
 */
export function PayoutForm({ notice }: { notice?: ReactNode }) {
  const t = useTranslations('Payments.payout.form')
  const locale = useLocale()
  const { user } = useSession()
  const send = useSend()
  const errors = useServerError(fieldId)
  const path = user?.role === 'artist' ? '/api/me/payout' : null
  const saved = useApi<PayoutView | null>(path)
  const [kind, setKind] = useState<'person' | 'company'>('person')
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>,
  )
  const [busy, setBusy] = useState(false)
  const [changing, setChanging] = useState(false)
  if (!path) return null

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const reply = await send<PayoutView>(`/api/me/payout?locale=${locale}`, {
      method: 'PUT',
      body: { kind, ...values },
    })
    setBusy(false)
    errors.show(reply.ok ? null : reply.error)
    if (!reply.ok) return
    toast.success(t('saved'))
    setValues(Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>)
    setChanging(false)
    void revalidateApi('/api/me/payout')
  }

  const input = (field: Field, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="field">
      <label htmlFor={`payout-${field}`}>{t(field)}</label>
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
  return (
    <section id="payout" className={`card ${styles.panel}`} aria-labelledby="payout-title">
      <h2 id="payout-title">{t('title')}</h2>
      <p className={styles.hint}>{t('intro')}</p>
      {current ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('legalName')}</dt>
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
        </dl>
      ) : saved.data === null ? (
        <p className={styles.notice}>{t('none')}</p>
      ) : null}
      {current && !changing ? (
        <div className={styles.actions}>
          <button type="button" className="button secondary" onClick={() => setChanging(true)}>
            {t('change')}
          </button>
        </div>
      ) : null}
      {saved.data === undefined || (current && !changing) ? null : (
        <form className={styles.form} onSubmit={save} noValidate>
          <div className="field">
            <label htmlFor="payout-kind">{t('kind')}</label>
            <select
              id="payout-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as 'person' | 'company')}
            >
              <option value="person">{t('person')}</option>
              <option value="company">{t('company')}</option>
            </select>
          </div>
          <div className={styles.row}>
            {input('legalName', { autoComplete: 'name', required: true })}
            {input('iban', {
              inputMode: 'text',
              placeholder: 'TR00 0000 0000 0000 0000 0000 00',
              required: true,
            })}
          </div>
          <div className={styles.row}>
            {kind === 'person'
              ? input('identityNumber', { inputMode: 'numeric', maxLength: 11, required: true })
              : null}
            {kind === 'company'
              ? input('taxNumber', { inputMode: 'numeric', maxLength: 10 })
              : null}
            {kind === 'company' ? input('taxOffice') : null}
          </div>
          <div className={styles.row}>
            {input('address', { autoComplete: 'street-address', required: true })}
            {input('city', { autoComplete: 'address-level2', required: true })}
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
