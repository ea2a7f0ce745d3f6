'use client'
import { useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { CmsTranslationsKeys, CmsTranslationsObject } from './cmsTranslations'
import styles from './PaymentDecision.module.css'
import { panelSend } from './panelSend'

/**
 * On a payment held for a problem, in the panel: release, refund or a split in whole lira, with a
 * note both parties read. Posts to the payments collection's decision endpoint, which checks the
 * note and the amount and answers why it refuses. Not a `<form>`: it sits inside the document's
 * own edit form, and a nested form would submit (save) that one too.
 */
export function PaymentDecision() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const status = useFormFields(([fields]) => fields.status?.value)
  const { t } = useTranslation<CmsTranslationsObject, CmsTranslationsKeys>()
  const router = useRouter()
  const [action, setAction] = useState('split')
  const [lira, setLira] = useState('')
  const [note, setNote] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Set once a decision is carried out: the refresh that follows shows the payment no longer held,
  // and the section stays with its outcome instead of vanishing with the admin's confirmation.
  const [decided, setDecided] = useState(false)
  if (!id || (status !== 'held' && !decided)) return null

  const submit = async () => {
    setBusy(true)
    const reply = await panelSend(config, `/payments/${id}/decision`, {
      method: 'POST',
      body: { action, note, ...(action === 'split' ? { artistLira: Number(lira) } : {}) },
    })
    setBusy(false)
    setMessage(
      reply.ok
        ? t('sahne:decisionDone')
        : `${t('sahne:decisionFailed')} ${reply.message ?? ''}`.trim(),
    )
    if (reply.ok) {
      setDecided(true)
      router.refresh()
    }
  }

  if (decided)
    return (
      <section aria-labelledby="payment-decision" className={styles.decision}>
        <h3 id="payment-decision">{t('sahne:decisionTitle')}</h3>
        <p role="status">{message}</p>
      </section>
    )

  return (
    <section aria-labelledby="payment-decision" className={styles.decision}>
      <h3 id="payment-decision">{t('sahne:decisionTitle')}</h3>
      <p>{t('sahne:decisionIntro')}</p>
      <label className={styles.field}>
        {t('sahne:decisionAction')}
        <select value={action} onChange={(e) => setAction(e.target.value)}>
          <option value="release">{t('sahne:decisionRelease')}</option>
          <option value="refund">{t('sahne:decisionRefund')}</option>
          <option value="split">{t('sahne:decisionSplit')}</option>
        </select>
      </label>
      {action === 'split' ? (
        <label className={styles.field}>
          {t('sahne:decisionLira')}
          <input
            type="number"
            min={0}
            step={1}
            value={lira}
            onChange={(e) => setLira(e.target.value)}
          />
        </label>
      ) : null}
      <label className={styles.field}>
        {t('sahne:decisionNote')}
        <textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button
        type="button"
        className="btn btn--style-primary"
        disabled={busy}
        onClick={() => void submit()}
      >
        {t('sahne:decisionSubmit')}
      </button>
      {message ? <p role="status">{message}</p> : null}
    </section>
  )
}
