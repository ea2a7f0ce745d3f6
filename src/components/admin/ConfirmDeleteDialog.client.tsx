'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'

import styles from './AdminPosts.module.css'

type Props = {
  /** The post's title while the dialog is open; null when closed. */
  title: string | null
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A modal `<dialog>`: the browser keeps focus inside it and Escape cancels. Focus starts on Cancel,
 * so a stray Enter never deletes.
 */
export function ConfirmDeleteDialog({ title, busy, onConfirm, onCancel }: Props) {
  const t = useTranslations('AdminBlog')
  const dialog = useRef<HTMLDialogElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const id = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (title !== null && !element.open) {
      element.showModal()
      cancelButton.current?.focus()
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
        if (!busy) onCancel()
      }}
    >
      <h2 id={`${id}-title`}>{t('confirmTitle')}</h2>
      <p id={`${id}-text`}>{t('confirmText', { title: title ?? '' })}</p>
      <div className={styles.dialogActions}>
        <button
          ref={cancelButton}
          type="button"
          className="button secondary"
          onClick={onCancel}
          disabled={busy}
        >
          {t('cancel')}
        </button>
        <button type="button" className="button danger" onClick={onConfirm} disabled={busy}>
          {busy ? t('deleting') : t('confirmDelete')}
        </button>
      </div>
    </dialog>
  )
}
