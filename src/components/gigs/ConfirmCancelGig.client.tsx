'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'

import styles from './GigForm.module.css'

type Props = {
  /** The gig's title while the dialog is open; null when closed. */
  title: string | null
  busy: boolean
  onConfirm: () => void
  onKeep: () => void
}

/** A modal confirm before cancelling; focus starts on "keep it", so a stray Enter cancels nothing. */
export function ConfirmCancelGig({ title, busy, onConfirm, onKeep }: Props) {
  const t = useTranslations('GigForm')
  const dialog = useRef<HTMLDialogElement>(null)
  const keepButton = useRef<HTMLButtonElement>(null)
  const id = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (title !== null && !element.open) {
      element.showModal()
      keepButton.current?.focus()
    }
    if (title === null && element.open) element.close()
  }, [title])

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onKeep()
      }}
    >
      <h2 id={`${id}-title`}>{t('confirmTitle')}</h2>
      <p id={`${id}-text`}>{t('confirmText', { title: title ?? '' })}</p>
      <div className={styles.actions}>
        <button ref={keepButton} type="button" className="button secondary" onClick={onKeep}>
          {t('keep')}
        </button>
        <button type="button" className="button danger" onClick={onConfirm} disabled={busy}>
          {busy ? t('cancelling') : t('confirmCancel')}
        </button>
      </div>
    </dialog>
  )
}
