'use client'

import { useTranslations } from 'next-intl'

import type { QueuedScan } from './doorQueue'
import styles from './Door.module.css'
import { clockTime, useRefusal } from './DoorResult.client'

/** The scans kept offline: those waiting ("queued") and what the server said of those sent since. */
export function DoorQueueList({ scans }: { scans: QueuedScan[] }) {
  const t = useTranslations('Door')
  const refusal = useRefusal()
  const queued = scans.filter((scan) => scan.state === 'queued')
  const synced = scans.filter((scan) => scan.state === 'synced' && scan.result).reverse()
  if (!scans.length) return null
  return (
    <section className={styles.queue}>
      {queued.length ? (
        <>
          <h2>{t('queuedHeading')}</h2>
          <p className={styles.hint}>{t('queuedCount', { count: queued.length })}</p>
          <ul className={styles.hits}>
            {queued.map((scan) => (
              <li key={scan.key} className={`${styles.hit} ${styles.hitQueued}`}>
                <span>
                  <code>{scan.code.slice(-6)}</code> · {clockTime(scan.scannedAt)}
                </span>
                <span className={styles.badge}>{t('queued')}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {synced.length ? (
        <>
          <h2>{t('syncedHeading')}</h2>
          <ul className={styles.hits}>
            {synced.map(({ key, code, scannedAt, result }) => (
              <li
                key={key}
                className={`${styles.hit} ${result!.ok ? styles.hitOk : styles.hitRefused}`}
                data-result={result!.ok ? 'ok' : result!.reason}
              >
                <span>
                  <strong>{result!.ok ? result!.holder : refusal(result!)}</strong>
                  <br />
                  <code>{code.slice(-6)}</code> · {clockTime(scannedAt)}
                  {result!.ok ? ` · ${result!.type}` : ''}
                </span>
                {result!.ok ? <span className={styles.badge}>{t('synced')}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
