'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { DownloadButton } from '@/components/files/DownloadButton.client'

import styles from './IysExport.module.css'

/**
 * The admin's download of the marketing e-mail consents for İYS, for the days chosen (both
 * optional): the file of what changed since the last upload.
 */
export function IysExport() {
  const t = useTranslations('Market2.dashboard.iys')
  const id = useId()
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const query = new URLSearchParams(
    Object.entries({ from, to }).filter(([, day]) => day),
  ).toString()
  return (
    <div className={styles.export}>
      <h3>{t('title')}</h3>
      <p>{t('text')}</p>
      <div className={styles.days}>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
      </div>
      <DownloadButton
        href={`/api/admin/iys-consents${query ? `?${query}` : ''}`}
        fileName="sahne-iys-consents.csv"
        className="button small secondary"
        busyLabel={t('busy')}
      >
        {t('download')}
      </DownloadButton>
    </div>
  )
}
