'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { REVIEW_LIMITS } from '@/lib/limits'

import styles from './Reviews.module.css'

/** The reviewed party's one reply under the other's review. */
export function ReplyForm({ reviewId, onSaved }: { reviewId: number; onSaved: () => void }) {
  const t = useTranslations('Reviews.form')
  const send = useSend()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const reply = await send(`/api/reviews/${reviewId}/reply`, { body: { text } })
    setBusy(false)
    setError(reply.ok ? null : reply.error.message)
    if (reply.ok) onSaved()
  }
  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={`reply-${reviewId}`}>
        {t('replyLabel')}
        <textarea
          id={`reply-${reviewId}`}
          required
          minLength={REVIEW_LIMITS.textMin}
          maxLength={REVIEW_LIMITS.textMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" className="button secondary" disabled={busy}>
        {t('replySubmit')}
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  )
}
