'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { useSend } from '@/components/data/useSend'
import type { ApplicationSummary } from '@/server/market/applications/toApplicationSummary'

import styles from './Market.module.css'
import { MESSAGE_MAX } from '@/lib/limits'
import { revalidateMarket } from './revalidateMarket'

type Props = { application: ApplicationSummary }

/** Accept and decline (with an optional message) for the receiver; withdraw for the sender. */
export function AnswerButtons({ application }: Props) {
  const t = useTranslations('Market2.answer')
  const send = useSend()
  const messageId = useId()
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (application.state !== 'pending') return null
  const answers =
    application.direction === 'sent' ? (['withdraw'] as const) : (['accept', 'decline'] as const)

  const answer = async (action: 'accept' | 'decline' | 'withdraw') => {
    setBusy(true)
    const reply = await send(`/api/applications/${application.id}/${action}`, {
      body: { message },
    })
    setBusy(false)
    if (!reply.ok) return setError(reply.error.message)
    setError(null)
    void revalidateMarket(application.gig.id)
  }

  return (
    <div className={styles.answer}>
      {application.direction === 'received' ? (
        <>
          <label htmlFor={messageId}>{t('message')}</label>
          <textarea
            id={messageId}
            rows={2}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </>
      ) : null}
      <div className={styles.actions}>
        {answers.map((action) => (
          <button
            key={action}
            type="button"
            className={`button small${action === 'accept' ? '' : ' secondary'}`}
            disabled={busy}
            onClick={() => void answer(action)}
          >
            {t(action)}
          </button>
        ))}
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
