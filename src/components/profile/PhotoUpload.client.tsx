'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useSend } from '@/components/data/useSend'
import type { ApiSuccess } from '@/lib/api/apiFetch'

import styles from './ProfileEditor.module.css'
import type { EditableProfile } from './profileForm'

type Props = {
  photo: string | null
  locale: string
  onSaved: (answer: ApiSuccess<EditableProfile>) => void
}

/** The profile photo and a form to replace it (sent as multipart to /api/profile/photo). */
export function PhotoUpload({ photo, locale, onSaved }: Props) {
  const t = useTranslations('ProfileEditor')
  const send = useSend()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setMessage(null)
    const answer = await send<EditableProfile>(`/api/profile/photo?locale=${locale}`, {
      body: new FormData(event.currentTarget),
    })
    setBusy(false)
    if (!answer.ok) return setMessage({ text: answer.error.message, error: true })
    onSaved(answer)
    setMessage({ text: t('photoSaved'), error: false })
  }

  return (
    <form onSubmit={upload} className={styles.photo}>
      {photo ? <Image src={photo} alt="" width={96} height={96} className={styles.thumb} /> : null}
      <label>
        {t('photo')}
        <input type="file" name="file" accept="image/jpeg,image/png,image/webp" required />
        <small>{t('photoHint')}</small>
      </label>
      <button type="submit" className="button small" disabled={busy}>
        {busy ? t('uploading') : t('uploadPhoto')}
      </button>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'alert' : undefined}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  )
}
