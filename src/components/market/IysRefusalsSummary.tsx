'use client'

import { useTranslations } from 'next-intl'

import type { IysRefusalsReport } from '@/server/app'

import styles from './IysExport.module.css'

/** The lines not read that the summary names one by one; the rest are counted. */
const SHOWN_LINES = 10

/** What loading İYS's refusals did, in a few counts, then the lines it could not read. */
export function IysRefusalsSummary({
  report,
  message,
}: {
  report: IysRefusalsReport
  message: string
}) {
  const t = useTranslations('Market2.dashboard.iysRefusals')
  const { applied, notApplied, refused, newerOptInKept } = report
  const rows: [string, string | number][] = [
    [t('switchedOff'), t('switchedOffValue', applied)],
    [t('alreadyOff'), report.alreadyOff],
    [t('kept'), newerOptInKept.length],
    [t('unknown'), report.unknown],
    [t('notApplied'), t('notAppliedValue', notApplied)],
    [t('refused'), refused.length],
  ]
  return (
    <div className={styles.summary}>
      <p className="form-status success">{message}</p>
      <dl className={styles.counts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {newerOptInKept.length > 0 ? (
        <p className={styles.detail}>
          {t('keptList', { addresses: newerOptInKept.map((kept) => kept.recipient).join(', ') })}
        </p>
      ) : null}
      {refused.length > 0 ? (
        <ul className={styles.detail}>
          {refused.slice(0, SHOWN_LINES).map(({ line, reason }) => (
            <li key={line}>{t('refusedLine', { line, reason: t(`reasons.${reason}`) })}</li>
          ))}
          {refused.length > SHOWN_LINES ? (
            <li>{t('more', { count: refused.length - SHOWN_LINES })}</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
