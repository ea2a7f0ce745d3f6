'use client'

import { useEffect, useId, useRef } from 'react'

import styles from './ConfirmDialog.module.css'

type Props = {
  open: boolean
  title: string
  text: string
  /** The safe choice, focused first so a stray Enter changes nothing. */
  keepLabel: string
  /** The destructive choice; `busyLabel` replaces it while the request runs. */
  confirmLabel: string
  busyLabel: string
  busy: boolean
  onConfirm: () => void
  onKeep: () => void
  /** A plain (not red) confirm, for a choice that destroys nothing, such as accepting. */
  tone?: 'danger' | 'primary'
  /** Fields the choice takes (an optional note, a reason), between the text and the buttons. */
  children?: React.ReactNode
}

/**
 * A modal confirm before a destructive action: a `<dialog>`, so the browser keeps focus inside
 * it, and Escape keeps (unless the request is already running).
 */
export function ConfirmDialog(props: Props) {
  const { open, busy, onConfirm, onKeep } = props
  const dialog = useRef<HTMLDialogElement>(null)
  const keepButton = useRef<HTMLButtonElement>(null)
  const id = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      keepButton.current?.focus()
    }
    if (!open && element.open) element.close()
  }, [open])

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
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p id={`${id}-text`}>{props.text}</p>
      {props.children}
      <div className={styles.actions}>
        <button
          ref={keepButton}
          type="button"
          className="button secondary"
          onClick={onKeep}
          disabled={busy}
        >
          {props.keepLabel}
        </button>
        <button
          type="button"
          className={props.tone === 'primary' ? 'button' : 'button danger'}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? props.busyLabel : props.confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
