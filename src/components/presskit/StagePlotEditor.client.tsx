'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { ImagePicker } from '@/components/upload/ImagePicker.client'
import { useImageChoice } from '@/components/upload/useImageChoice'
import type { ApiSuccess } from '@/lib/api/apiFetch'

import type { Notice } from './notice'
import styles from './PressKitEditor.module.css'

type Props = {
  stagePlot: string | null
  locale: string
  onSaved: (answer: ApiSuccess<never>) => void
  notice: Notice | null
  onNotice: (notice: Notice | null) => void
}

/** The rider's stage plot: choose and save a picture, or remove the saved one (confirmed). */
export function StagePlotEditor({ stagePlot, locale, onSaved, notice, onNotice }: Props) {
  const t = useTranslations('PressKit.editor')
  const send = useSend()
  const picked = useImageChoice()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const choice = { ...picked, choose: (file: File | null) => (onNotice(null), picked.choose(file)) }
  const path = `/api/profile/stage-plot?locale=${locale}`

  const finish = (result: Awaited<ReturnType<typeof send<never>>>) => {
    setBusy(false)
    setConfirming(false)
    if (!result.ok) return onNotice({ text: result.error.message, error: true, where: 'stagePlot' })
    onNotice({ text: result.message ?? '', error: false, where: 'stagePlot' })
    picked.choose(null)
    onSaved(result)
  }
  const upload = async () => {
    if (!picked.file || picked.problem) return
    const body = new FormData()
    body.set('file', picked.file)
    setBusy(true)
    finish(await send<never>(path, { body }))
  }
  const remove = async () => {
    setBusy(true)
    finish(await send<never>(path, { method: 'DELETE' }))
  }

  return (
    <fieldset className={styles.group}>
      <legend>{t('stagePlot')}</legend>
      <ImagePicker
        id="stage-plot"
        label={t('stagePlot')}
        labelHidden
        hint={t('stagePlotHint')}
        current={stagePlot}
        choice={choice}
        error={notice?.error ? notice.text : null}
      >
        {picked.file ? (
          <button
            type="button"
            className="button small"
            disabled={busy || Boolean(picked.problem)}
            onClick={upload}
          >
            {busy ? t('saving') : t('uploadStagePlot')}
          </button>
        ) : stagePlot ? (
          <button
            type="button"
            className="button secondary small"
            onClick={() => setConfirming(true)}
          >
            {t('removeStagePlot')}
          </button>
        ) : null}
      </ImagePicker>
      {notice && !notice.error ? <p role="status">{notice.text}</p> : null}
      <ConfirmDialog
        open={confirming}
        title={t('removeStagePlot')}
        text={t('confirmRemoveStagePlot')}
        keepLabel={t('keep')}
        confirmLabel={t('removeStagePlot')}
        busyLabel={t('saving')}
        busy={busy}
        onConfirm={remove}
        onKeep={() => setConfirming(false)}
      />
    </fieldset>
  )
}
