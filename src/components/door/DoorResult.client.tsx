'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { TIME_ZONE } from '@/i18n/locales'
import { timeLocative } from '@/lib/tickets/timeLocative'

import type { DoorAnswer } from './doorQueue'
import styles from './Door.module.css'
import type { Shown } from './useDoorScans'

/** How long a green result stays before the camera reads again; a red one waits for a tap. */
const GREEN_MS = 2_500

/** A clock time in Istanbul, "21:14". */
export const clockTime = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', { timeStyle: 'short', timeZone: TIME_ZONE }).format(
    new Date(iso),
  )

/** Why a refused code is refused, in words: "Bu bilet 21:14'te kullanıldı". */
export function useRefusal() {
  const t = useTranslations('Door.reason')
  const locale = useLocale()
  return (answer: Extract<DoorAnswer, { ok: false }>) => {
    if (answer.reason !== 'used') return t(answer.reason)
    if (!answer.usedAt) return t('usedNoTime')
    const time = clockTime(answer.usedAt)
    return t('used', { time, suffix: locale === 'tr' ? timeLocative(time) : '' })
  }
}

const Tick = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.resultIcon}>
    <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
  </svg>
)
const Cross = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.resultIcon}>
    <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" />
  </svg>
)
const Clock = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.resultIcon}>
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
)

/** The full-screen result of a scan: green with the holder, red with why, amber when queued. */
export function DoorResult({ shown, onNext }: { shown: Shown; onNext: () => void }) {
  const t = useTranslations('Door')
  const refusal = useRefusal()
  const green = shown.kind === 'answer' && shown.answer.ok
  useEffect(() => {
    if (!green && shown.kind !== 'queued') return
    const timer = window.setTimeout(onNext, GREEN_MS)
    return () => window.clearTimeout(timer)
  }, [green, shown, onNext])

  if (shown.kind === 'checking')
    return (
      <div className={`${styles.result} ${styles.checking}`} role="status">
        <p className={styles.resultTitle}>{t('checking')}</p>
      </div>
    )
  const answer = shown.kind === 'answer' ? shown.answer : null
  const tone = green ? styles.green : shown.kind === 'queued' ? styles.amber : styles.red
  return (
    <div
      className={`${styles.result} ${tone}`}
      role="alert"
      data-result={answer ? (answer.ok ? 'ok' : answer.reason) : shown.kind}
    >
      {green ? <Tick /> : shown.kind === 'queued' ? <Clock /> : <Cross />}
      <p className={styles.resultTitle}>
        {shown.kind === 'answer'
          ? shown.answer.ok
            ? t('ok')
            : refusal(shown.answer)
          : shown.kind === 'queued'
            ? t('queued')
            : shown.message}
      </p>
      {answer?.holder ? <p className={styles.resultHolder}>{answer.holder}</p> : null}
      {answer?.type ? <p className={styles.resultType}>{answer.type}</p> : null}
      <button type="button" className={`button ${styles.next}`} onClick={onNext} autoFocus>
        {t('next')}
      </button>
    </div>
  )
}
