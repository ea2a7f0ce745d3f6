'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { useSend } from '@/components/data/useSend'
import type { IysRefusalsReport } from '@/server/app'

import styles from './IysExport.module.css'
import { IysRefusalsSummary } from './IysRefusalsSummary'

/**
 * The admin's load of İYS's file of consent changes: each e-mail refusal made in İYS switches off
 * that address's marketing mail; the answer shows what was applied, kept and not read.
 */
export function IysRefusals() {
  const t = useTranslations('Market2.dashboard.iysRefusals')
  const send = useSend()
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [loaded, setLoaded] = useState<{ report: IysRefusalsReport; message: string } | null>(null)

  async function load() {
    if (!file) return
    setBusy(true)
    setError(null)
    setLoaded(null)
    const csv = await file.text().catch(() => null)
    const answer =
      csv === null
        ? null
        : await send<IysRefusalsReport>('/api/admin/iys-refusals', { body: { csv } })
    setBusy(false)
    if (!answer) return setError(t('unreadable'))
    if (!answer.ok) return setError(answer.error.message)
    setLoaded({ report: answer.data, message: answer.message ?? '' })
  }

  return (
    <div className={styles.export}>
      <h3>{t('title')}</h3>
      <p>{t('text')}</p>
      <div className={styles.file}>
        <span id={`${id}-label`} className={styles.label}>
          {t('file')}
        </span>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className={`visually-hidden ${styles.input}`}
          aria-labelledby={`${id}-label ${id}-button`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setLoaded(null)
            setError(null)
            // Emptied, so choosing the same file again (a second load) still counts as a change.
            event.target.value = ''
          }}
        />
        <label
          id={`${id}-button`}
          htmlFor={id}
          className={`button secondary small ${styles.choose}`}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
            <path d="M12 16V4m0 0-4 4m4-4 4 4M5 14v5h14v-5" fill="none" strokeWidth="2" />
          </svg>
          {file ? t('chooseAnother') : t('choose')}
        </label>
        {file ? <span className={styles.fileName}>{t('chosen', { name: file.name })}</span> : null}
      </div>
      <button
        type="button"
        className="button small"
        onClick={load}
        disabled={!file || busy}
        aria-busy={busy}
      >
        {busy ? t('busy') : t('load')}
      </button>
      <div aria-live="polite" className={styles.result}>
        {error ? (
          <p role="alert" className="alert">
            {error}
          </p>
        ) : null}
        {loaded ? <IysRefusalsSummary report={loaded.report} message={loaded.message} /> : null}
      </div>
    </div>
  )
}
