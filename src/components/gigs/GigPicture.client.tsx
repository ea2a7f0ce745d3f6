'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { ImagePicker } from '@/components/upload/ImagePicker.client'
import { useImageChoice } from '@/components/upload/useImageChoice'
import type { ApiFailure } from '@/lib/api/ApiFailure'

/** A gig form's picture: the chosen file, the last refusal, and its upload once the gig exists. */
export function useGigPicture() {
  const send = useSend()
  const picked = useImageChoice()
  const [error, setError] = useState<string | null>(null)
  const choice = { ...picked, choose: (file: File | null) => (setError(null), picked.choose(file)) }
  /** Sends the chosen file (nothing when none is chosen); answers the refusal, else null. */
  const upload = async (gigId: number): Promise<ApiFailure | null> => {
    if (!picked.file) return null
    const body = new FormData()
    body.set('file', picked.file)
    const answer = await send(`/api/gigs/${gigId}/picture`, { body })
    if (!answer.ok) {
      setError(answer.error.message)
      return answer.error
    }
    picked.choose(null)
    return null
  }
  /** A chosen file the server would refuse: not sent, its picker says why. */
  const blocked = () => {
    if (!picked.problem) return false
    document.getElementById('gig-picture')?.focus()
    return true
  }
  return { choice, error, upload, blocked }
}

type Props = {
  picture: ReturnType<typeof useGigPicture>
  /** The gig's own saved picture (not the venue's or genre's it falls back to). */
  current?: string | null
  /** On the edit form: the gig whose picture "Remove" takes away. */
  gigId?: number
}

/** The picker in the gig forms; on the edit form a saved picture can be removed (confirmed). */
export function GigPicture({ picture, current = null, gigId }: Props) {
  const t = useTranslations('GigForm')
  const send = useSend()
  const [saved, setSaved] = useState(current)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const remove = async () => {
    setBusy(true)
    const answer = await send(`/api/gigs/${gigId}/picture`, { method: 'DELETE' })
    setBusy(false)
    setConfirming(false)
    if (!answer.ok) return void toast.error(answer.error.message)
    setSaved(null)
    toast.success(t('pictureRemoved'))
  }

  return (
    <>
      <ImagePicker
        id="gig-picture"
        label={t('picture')}
        hint={t('pictureHint')}
        current={saved}
        choice={picture.choice}
        error={picture.error}
      >
        {saved && gigId && !picture.choice.file ? (
          <button
            type="button"
            className="button secondary small"
            onClick={() => setConfirming(true)}
          >
            {t('removePicture')}
          </button>
        ) : null}
      </ImagePicker>
      <ConfirmDialog
        open={confirming}
        title={t('removePicture')}
        text={t('confirmRemovePicture')}
        keepLabel={t('keep')}
        confirmLabel={t('removePicture')}
        busyLabel={t('saving')}
        busy={busy}
        onConfirm={remove}
        onKeep={() => setConfirming(false)}
      />
    </>
  )
}
