'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSession } from '@/components/session/useSession'

import { marketApi } from './marketApi'
import styles from './Market.module.css'
import { MESSAGE_MAX } from '@/lib/limits'

/** "Apply" for an artist: a message and an optional fee; the server's refusal shows as is. */
export function ApplyForm({ gigId, onDone }: { gigId: number; onDone: () => void }) {
  const t = useTranslations('Market2.apply')
  const { token } = useSession()
  const [message, setMessage] = useState('')
  const [fee, setFee] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const reply = await marketApi(token, `/api/gigs/${gigId}/applications`, {
      method: 'POST',
      body: { message, proposedFee: fee ? Number(fee) : null },
    })
    setBusy(false)
    if (reply.ok) onDone()
    else setError(reply.message)
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
        onChange={(event) => setMessage(event.target.value)}
      />
      <label htmlFor="apply-fee">{t('fee')}</label>
      <input
        id="apply-fee"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={fee}
        onChange={(event) => setFee(event.target.value)}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('sending') : t('submit')}
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  )
}
