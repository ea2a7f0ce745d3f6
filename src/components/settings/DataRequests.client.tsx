'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import { toast } from 'react-toastify'

import { revalidateApi } from '@/components/data/revalidateApi'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_TEXT_MAX,
  type DataRequestKind,
  type DataRequestStatus,
} from '@/lib/legal/dataRequests'

import styles from './MyData.module.css'

type Item = {
  id: number
  kind: DataRequestKind
  text: string
  status: DataRequestStatus
  answer: string | null
  dueAt: string
}

const PATH = '/api/me/data-requests'

/** On /profil: files a request to correct or delete data, and lists the account's requests. */
export function DataRequests() {
  const t = useTranslations('MyData')
  const send = useSend()
  const requests = useApi<Item[]>(PATH)
  const [kind, setKind] = useState<DataRequestKind>('correction')
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [filedDue, setFiledDue] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSending(true)
    const answer = await send<Item>(PATH, { method: 'POST', body: { kind, text } })
    setSending(false)
    if (!answer.ok) return void toast.error(answer.error.message || t('error'))
    setText('')
    setFiledDue(answer.data.dueAt)
    void revalidateApi(PATH)
  }

  const date = (value: string) => new Date(value)
  return (
    <section className={styles.section} aria-labelledby="data-requests-title">
      <h2 id="data-requests-title">{t('requestsTitle')}</h2>
      <p>{t('requestsIntro')}</p>
      <p className="muted">{t('requestsKept')}</p>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor="data-request-kind">{t('kind')}</label>
          <select
            id="data-request-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as DataRequestKind)}
          >
            {DATA_REQUEST_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="data-request-text">{t('text')}</label>
          <textarea
            id="data-request-text"
            className={styles.textarea}
            value={text}
            onChange={(event) => setText(event.target.value)}
            minLength={10}
            maxLength={DATA_REQUEST_TEXT_MAX}
            required
            aria-describedby="data-request-hint"
          />
          <p id="data-request-hint" className="muted">
            {t('textHint')}
          </p>
        </div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('submitting') : t('submit')}
        </button>
      </form>
      <div aria-live="polite">
        {filedDue && <p className={styles.done}>{t('filed', { date: date(filedDue) })}</p>}
      </div>
      <h3>{t('listTitle')}</h3>
      {requests.data && requests.data.length === 0 && <p className="muted">{t('empty')}</p>}
      {requests.data && requests.data.length > 0 && (
        <ul className={styles.requests}>
          {requests.data.map((item) => (
            <li key={item.id} className={styles.request}>
              <div className={styles.meta}>
                <strong>{t(`kinds.${item.kind}`)}</strong>
                <span className={styles.status}>{t(`statuses.${item.status}`)}</span>
                {item.status === 'open' && <span>{t('due', { date: date(item.dueAt) })}</span>}
              </div>
              <p>{item.text}</p>
              {item.answer && <p>{t('answer', { answer: item.answer })}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
