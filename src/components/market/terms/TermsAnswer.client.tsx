'use client'

import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'

import { revalidateMarket } from '../revalidateMarket'

/**
 * Each answer's route under the booking's terms, and its `Terms.*` words: the button opening the
 * dialog, then the dialog's title, text, keep, send and sending labels.
 */
const ANSWERS = {
  confirm: {
    route: 'confirm',
    words: ['confirm', 'confirmTitle', 'confirmText', 'confirmKeep', 'confirm', 'confirming'],
  },
  askChange: {
    route: 'change-request',
    words: [
      'askChange',
      'askChangeTitle',
      'askChangeHint',
      'askChangeKeep',
      'askChangeSend',
      'askChangeSending',
    ],
  },
} as const

type Props = {
  kind: keyof typeof ANSWERS
  bookingId: number
  /** What the answer sends (it names the proposal read, so a later change is caught). */
  body: unknown
  /** After the answer is stored, before the dialog closes. */
  onSent?: () => void
  /** The dialog's fields, given the refusal to show beside them; by default the refusal alone. */
  children?: (error: string | null, clearError: () => void) => ReactNode
}

/**
 * The artist's answer to proposed terms: a button, then a dialog that sends one request, shows
 * the server's refusal (beside the button too once the dialog is closed), and closes once sent.
 */
export function TermsAnswer({ kind, bookingId, body, onSent, children }: Props) {
  const t = useTranslations('Terms')
  const send = useSend()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { route, words } = ANSWERS[kind]
  const [opener, title, text, keep, confirm, sending] = words
  const submit = async () => {
    setBusy(true)
    const reply = await send(`/api/bookings/${bookingId}/terms/${route}`, { body })
    setBusy(false)
    if (!reply.ok) return setError(reply.error.message)
    setError(null)
    onSent?.()
    setOpen(false)
    void revalidateMarket()
  }
  return (
    <>
      <button
        type="button"
        className={kind === 'confirm' ? 'button' : 'button secondary'}
        onClick={() => setOpen(true)}
      >
        {t(opener)}
      </button>
      {error && !open ? <p role="alert">{error}</p> : null}
      <ConfirmDialog
        open={open}
        tone="primary"
        title={t(title)}
        text={t(text)}
        keepLabel={t(keep)}
        confirmLabel={t(confirm)}
        busyLabel={t(sending)}
        busy={busy}
        onKeep={() => setOpen(false)}
        onConfirm={() => void submit()}
      >
        {children ? (
          children(error, () => setError(null))
        ) : error ? (
          <p role="alert">{error}</p>
        ) : null}
      </ConfirmDialog>
    </>
  )
}
