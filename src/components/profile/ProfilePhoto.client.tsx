'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { ImagePicker } from '@/components/upload/ImagePicker.client'
import type { ImageChoice } from '@/components/upload/useImageChoice'
import type { ApiSuccess } from '@/lib/api/apiFetch'

import type { EditableProfile } from './profileForm'

type Props = {
  photo: string | null
  choice: ImageChoice
  /** The refusal of the last upload (the editor's Save sends the chosen photo). */
  error: string | null
  locale: string
  onRemoved: (answer: ApiSuccess<EditableProfile>) => void
}

/** The profile photo's picker; the Save of the editor uploads it. Removing asks first. */
export function ProfilePhoto({ photo, choice, error, locale, onRemoved }: Props) {
  const t = useTranslations('ProfileEditor')
  const send = useSend()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [removeError, setRemoveError] = useState<string | null>(null)

  const remove = async () => {
    setBusy(true)
    const answer = await send<EditableProfile>(`/api/profile/photo?locale=${locale}`, {
      method: 'DELETE',
    })
    setBusy(false)
    setConfirming(false)
    if (!answer.ok) return setRemoveError(answer.error.message)
    setRemoveError(null)
    onRemoved(answer)
  }

  return (
    <>
      <ImagePicker
        id="profile-photo"
        label={t('photo')}
        hint={t('photoSaveHint')}
        current={photo}
        choice={choice}
        error={error ?? removeError}
        shape="round"
      >
        {photo && !choice.file ? (
          <button
            type="button"
            className="button secondary small"
            onClick={() => setConfirming(true)}
          >
            {t('removePhoto')}
          </button>
        ) : null}
      </ImagePicker>
      <ConfirmDialog
        open={confirming}
        title={t('removePhoto')}
        text={t('confirmRemovePhoto')}
        keepLabel={t('keep')}
        confirmLabel={t('removePhoto')}
        busyLabel={t('saving')}
        busy={busy}
        onConfirm={remove}
        onKeep={() => setConfirming(false)}
      />
    </>
  )
}
