'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'

import styles from './MyData.module.css'

/** On /profil: asks for a copy of everything Sahne holds about the account, mailed as a link. */
export function MyDataExport() {
  const t = useTranslations('MyData')
  const send = useSend()
  const [state, setState] = useState<'idle' | 'asking' | 'queued' | 'failed'>('idle')
  const [failure, setFailure] = useState('')

  async function ask() {
    setState('asking')
    const answer = await send('/api/me/data-export', { method: 'POST', failed: t('error') })
    if (answer.ok) return setState('queued')
    setFailure(answer.error.message || t('error'))
    setState('failed')
  }

  return (
    <section className={styles.section} aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <button
        type="button"
        className="button"
        onClick={ask}
        disabled={state === 'asking' || state === 'queued'}
      >
        {state === 'asking' ? t('exporting') : t('export')}
      </button>
      <div aria-live="polite">
        {state === 'queued' && <p className={styles.done}>{t('queued')}</p>}
        {state === 'failed' && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </section>
  )
}
