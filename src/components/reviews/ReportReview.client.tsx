'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { useSession } from '@/components/session/useSession'

import styles from './Reviews.module.css'

/** "Report" under a shown review, for anyone signed in, behind a confirmation. */
export function ReportReview({ id }: { id: number }) {
  const t = useTranslations('Reviews')
  const { user } = useSession()
  const send = useSend()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<string | null>(null)
  if (!user) return null
  if (result)
    return (
      <p role="status" className={styles.meta}>
        {result}
      </p>
    )
  const report = async () => {
    setBusy(true)
    const answer = await send(`/api/reviews/${id}/report`)
    setBusy(false)
    setAsking(false)
    setResult(answer.ok ? t('reported') : answer.error.message)
  }
  return (
    <>
      <button
        type="button"
        className={`button secondary small ${styles.report}`}
        onClick={() => setAsking(true)}
      >
        {t('report')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('reportTitle')}
        text={t('reportConfirm')}
        keepLabel={t('keep')}
        confirmLabel={t('report')}
        busyLabel={t('reporting')}
        busy={busy}
        tone="primary"
        onConfirm={report}
        onKeep={() => setAsking(false)}
      />
    </>
  )
}
