'use client'
import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

import type { CmsTranslationsKeys, CmsTranslationsObject } from './cmsTranslations'
import styles from './ModerationCell.module.css'
import { panelSend } from './panelSend'

type Decision = 'approved' | 'rejected'

/** Approve / Reject in the comment list: one click saves the status and refreshes the list. */
export function ModerationCell({ rowData }: DefaultCellComponentProps) {
  const { config } = useConfig()
  const { t } = useTranslation<CmsTranslationsObject, CmsTranslationsKeys>()
  const router = useRouter()
  const [saving, setSaving] = useState(false)

  async function decide(status: Decision) {
    setSaving(true)
    const reply = await panelSend(config, `/comments/${rowData.id}?depth=0`, {
      method: 'PATCH',
      body: { status },
    })
    setSaving(false)
    if (!reply.ok) return void toast.error(t('sahne:statusUpdateFailed'))
    toast.success(t('sahne:statusUpdated'))
    router.refresh()
  }

  const choices: { status: Decision; label: string; style: 'primary' | 'secondary' }[] = [
    { status: 'approved', label: t('sahne:approve'), style: 'primary' },
    { status: 'rejected', label: t('sahne:reject'), style: 'secondary' },
  ]
  return (
    <div className={styles.actions}>
      {choices
        .filter((choice) => choice.status !== rowData.status)
        .map((choice) => (
          <Button
            key={choice.status}
            buttonStyle={choice.style}
            size="small"
            margin={false}
            disabled={saving}
            onClick={() => decide(choice.status)}
          >
            {choice.label}
          </Button>
        ))}
    </div>
  )
}
