'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { MESSAGE_MAX } from '@/lib/limits'

import styles from './Terms.module.css'
import { TermsAnswer } from './TermsAnswer.client'

type Props = { bookingId: number; proposedAt: string | null }

/** The artist's third answer to proposed terms: a message to the organizer asking for a change. */
export function AskTermsChange({ bookingId, proposedAt }: Props) {
  const t = useTranslations('Terms')
  const messageId = useId()
  const [message, setMessage] = useState('')
  return (
    <TermsAnswer
      kind="askChange"
      bookingId={bookingId}
      body={{ message, proposedAt }}
      onSent={() => setMessage('')}
    >
      {(error, clearError) => (
        <div className={`field ${styles.askField}`}>
          <label htmlFor={messageId}>{t('askChangeLabel')}</label>
          <textarea
            id={messageId}
            rows={4}
            required
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value)
              clearError()
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${messageId}-error` : undefined}
          />
          {error ? (
            <p id={`${messageId}-error`} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </TermsAnswer>
  )
}
