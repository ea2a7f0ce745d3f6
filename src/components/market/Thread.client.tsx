'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { LIVE_REFRESH_MS } from '@/components/data/liveRefresh'
import { revalidateApi } from '@/components/data/revalidateApi'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { FieldError } from '@/components/forms/FieldError'
import { useServerError } from '@/components/forms/useServerError'
import { Link } from '@/i18n/navigation'
import type { ThreadMessage } from '@/server/market/applications/thread'
import type { ApplicationSummary } from '@/server/market/applications/toApplicationSummary'

import { ApplicationCard } from './ApplicationCard'
import styles from './Market.module.css'
import { MESSAGE_MAX } from '@/lib/limits'

const fieldId = (field: string) => (field === 'text' ? 'thread-text' : null)

/** One application with its answers and its plain-text thread between the two parties. */
export function Thread({ id }: { id: string }) {
  const t = useTranslations('Market2.thread')
  const send = useSend()
  const errors = useServerError(fieldId)
  const applications = useApi<ApplicationSummary[]>('/api/me/applications')
  const path = `/api/applications/${id}/messages`
  const thread = useApi<ThreadMessage[]>(path, { refreshInterval: LIVE_REFRESH_MS })
  const [text, setText] = useState('')
  const application = applications.data?.find((a) => String(a.id) === id)
  if (thread.error) return <p role="alert">{thread.error.message}</p>

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const reply = await send(path, { body: { text } })
    errors.show(reply.ok ? null : reply.error)
    if (!reply.ok) return
    setText('')
    void revalidateApi(path, '/api/me/notifications')
  }

  return (
    <>
      <Link href="/dashboard">{t('back')}</Link>
      <h1>{t('title')}</h1>
      {application ? (
        <ul className={styles.list}>
          <ApplicationCard application={application} showThreadLink={false} />
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
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor="thread-text">{t('write')}</label>
        <textarea
          id="thread-text"
          rows={3}
          maxLength={MESSAGE_MAX}
          required
          value={text}
          onChange={(event) => {
            errors.changed('thread-text')
            setText(event.target.value)
          }}
          {...errors.invalid('thread-text')}
        />
        <FieldError errors={errors} id="thread-text" />
        <button type="submit" className="button small">
          {t('send')}
        </button>
        {errors.formError ? <p role="alert">{errors.formError}</p> : null}
      </form>
    </>
  )
}
