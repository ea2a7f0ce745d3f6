'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { FieldError } from '@/components/forms/FieldError'
import { useServerError } from '@/components/forms/useServerError'

import styles from './Market.module.css'
import { MESSAGE_MAX } from '@/lib/limits'
import { revalidateMarket } from './revalidateMarket'
import { FEE_MAX } from '@/lib/limits'
import { kurusToLira, liraToKurus } from '@/lib/money/kurus'

const FIELDS: Record<string, string> = { message: 'apply-message', proposedFee: 'apply-fee' }
const fieldId = (field: string) => FIELDS[field] ?? null

/** "Apply" for an artist: a message and an optional fee; the server's refusal shows as is. */
export function ApplyForm({ gigId }: { gigId: number }) {
  const t = useTranslations('Market2.apply')
  const send = useSend()
  const errors = useServerError(fieldId)
  const [message, setMessage] = useState('')
  const [fee, setFee] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const reply = await send(`/api/gigs/${gigId}/applications`, {
      body: { message, proposedFee: fee ? liraToKurus(Number(fee)) : null },
    })
    setBusy(false)
    errors.show(reply.ok ? null : reply.error)
    if (reply.ok) void revalidateMarket(gigId)
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="apply-heading">
      <h2 id="apply-heading">{t('heading')}</h2>
      <label htmlFor="apply-message">{t('message')}</label>
      <textarea
        id="apply-message"
        rows={4}
        maxLength={MESSAGE_MAX}
        required
        value={message}
        onChange={(event) => {
          errors.changed('apply-message')
          setMessage(event.target.value)
        }}
        {...errors.invalid('apply-message')}
      />
      <FieldError errors={errors} id="apply-message" />
      <label htmlFor="apply-fee">{t('fee')}</label>
      <input
        id="apply-fee"
        type="number"
        min={0}
        max={kurusToLira(FEE_MAX)}
        step={1}
        inputMode="numeric"
        value={fee}
        onChange={(event) => {
          errors.changed('apply-fee')
          setFee(event.target.value)
        }}
        {...errors.invalid('apply-fee')}
      />
      <FieldError errors={errors} id="apply-fee" />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('sending') : t('submit')}
      </button>
      {errors.formError ? <p role="alert">{errors.formError}</p> : null}
    </form>
  )
}
