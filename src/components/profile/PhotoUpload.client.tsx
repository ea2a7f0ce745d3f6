'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import styles from './ProfileEditor.module.css'
import type { EditableProfile } from './profileForm'

type Props = {
  photo: string | null
  token: string
  locale: string
  onSaved: (profile: EditableProfile) => void
}

/** The profile photo and a form to replace it (sent as multipart to /api/profile/photo). */
export function PhotoUpload({ photo, token, locale, onSaved }: Props) {
  const t = useTranslations('ProfileEditor')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(`/api/profile/photo?locale=${locale}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: new FormData(event.currentTarget),
      })
      const body = (await response.json()) as { data?: EditableProfile; message?: string }
      if (!response.ok || !body.data) throw new Error(body.message || t('saveError'))
      onSaved(body.data)
      setMessage({ text: t('photoSaved'), error: false })
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : t('saveError'), error: true })
    } finally {
      setBusy(false)
    }
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
