'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import type { ApplicationSummary } from '@/server/market'

import styles from './Market.module.css'
import { MESSAGE_MAX } from '@/lib/limits'
import { revalidateMarket } from './revalidateMarket'

type Props = { application: ApplicationSummary }
type Action = 'accept' | 'decline' | 'withdraw'

/**
 * Accept and decline for the receiver, withdraw for the sender; each opens a confirm dialog, and
 * accepting or declining takes an optional note to the other party.
 */
export function AnswerButtons({ application }: Props) {
  const t = useTranslations('Market2.answer')
  const send = useSend()
  const noteId = useId()
  const [chosen, setChosen] = useState<Action | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (application.state !== 'pending') return null
  const actions: Action[] = application.direction === 'sent' ? ['withdraw'] : ['accept', 'decline']

  const answer = async (action: Action) => {
    setBusy(true)
    const reply = await send(`/api/applications/${application.id}/${action}`, {
      body: { message: note },
    })
    setBusy(false)
    setChosen(null)
    if (!reply.ok) return setError(reply.error.message)
    setError(null)
    setNote('')
    void revalidateMarket(application.gig.id)
  }

  return (
    <div className={styles.answer}>
      <div className={styles.actions}>
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`button small${action === 'accept' ? '' : ' secondary'}`}
            disabled={busy}
            onClick={() => setChosen(action)}
          >
            {t(action)}
          </button>
        ))}
      </div>
      {error ? <p role="alert">{error}</p> : null}
      <ConfirmDialog
        open={chosen !== null}
        title={chosen ? t(`confirm.${chosen}.title`, { gig: application.gig.title }) : ''}
        text={chosen ? t(`confirm.${chosen}.text`) : ''}
        keepLabel={t('keep')}
        confirmLabel={chosen ? t(chosen) : ''}
        busyLabel={t('working')}
        busy={busy}
        tone={chosen === 'accept' ? 'primary' : 'danger'}
        onKeep={() => setChosen(null)}
        onConfirm={() => chosen && void answer(chosen)}
      >
        {chosen && chosen !== 'withdraw' ? (
          <>
            <label htmlFor={noteId}>{t('message')}</label>
            <textarea
              id={noteId}
              rows={3}
              maxLength={MESSAGE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  )
}
