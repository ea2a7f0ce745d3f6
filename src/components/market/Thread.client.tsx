'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import type { ThreadMessage } from '@/server/market/applications/thread'
import type { ApplicationSummary } from '@/server/market/applications/toApplicationSummary'

import { ApplicationCard } from './ApplicationCard'
import { marketApi } from './marketApi'
import styles from './Market.module.css'
import { useMarketData } from './useMarketData'
import { MESSAGE_MAX } from '@/lib/limits'

/** One application with its answers and its plain-text thread between the two parties. */
export function Thread({ id }: { id: string }) {
  const t = useTranslations('Market2.thread')
  const { token } = useSession()
  const applications = useMarketData<ApplicationSummary[]>('/api/me/applications')
  const thread = useMarketData<ThreadMessage[]>(`/api/applications/${id}/messages`)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const application = applications.data?.find((a) => String(a.id) === id)
  if (thread.answer && !thread.answer.ok) return <p role="alert">{thread.answer.message}</p>

  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    const reply = await marketApi(token, `/api/applications/${id}/messages`, {
      method: 'POST',
      body: { text },
    })
    if (!reply.ok) return setError(reply.message)
    setText('')
    setError(null)
    void thread.reload()
  }

  return (
    <>
      <Link href="/dashboard">{t('back')}</Link>
      <h1>{t('title')}</h1>
      {application ? (
        <ul className={styles.list}>
          <ApplicationCard
            application={application}
            onChange={() => void applications.reload()}
            showThreadLink={false}
          />
        </ul>
      ) : null}
      <ol className={styles.list} aria-label={t('title')}>
        {(thread.data ?? []).map((message) => (
          <li key={message.id} className={`card ${styles.item}`}>
            {message.mine ? <strong>{t('you')}</strong> : null}
            <p className={styles.text}>{message.text}</p>
          </li>
        ))}
      </ol>
      {thread.data?.length === 0 ? <p>{t('empty')}</p> : null}
      <form className={styles.form} onSubmit={send}>
        <label htmlFor="thread-text">{t('write')}</label>
        <textarea
          id="thread-text"
          rows={3}
          maxLength={MESSAGE_MAX}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button small">
          {t('send')}
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </form>
    </>
  )
}
