'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { ImagePicker } from '@/components/upload/ImagePicker.client'
import { problemOf, useImageChoice } from '@/components/upload/useImageChoice'
import { PRESS_KIT_LIMITS } from '@/lib/limits'
import type { ApiSuccess } from '@/lib/api/apiFetch'
import type { GalleryPhoto } from '@/server/profiles'

import type { Notice } from './notice'
import styles from './PressKitEditor.module.css'

type Props = {
  gallery: GalleryPhoto[]
  locale: string
  onSaved: (answer: ApiSuccess<never>) => void
  notice: Notice | null
  onNotice: (notice: Notice | null) => void
}

/**
 * The gallery's photos with a remove button each (confirmed), and while there is room a picker
 * that uploads the chosen photo at once: one tap. A refused upload can be tried again.
 */
export function GalleryEditor({ gallery, locale, onSaved, notice: message, onNotice }: Props) {
  const t = useTranslations('PressKit.editor')
  const send = useSend()
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState<number | null>(null)
  const full = gallery.length >= PRESS_KIT_LIMITS.gallery
  const picked = useImageChoice()

  const answer = (result: Awaited<ReturnType<typeof send<never>>>, ok: string) => {
    if (!result.ok) return onNotice({ text: result.error.message, error: true, where: 'gallery' })
    onNotice({ text: ok, error: false, where: 'gallery' })
    onSaved(result)
  }
  const upload = async (file: File) => {
    const body = new FormData()
    body.set('file', file)
    setBusy(true)
    const result = await send<never>(`/api/profile/gallery?locale=${locale}`, { body })
    setBusy(false)
    answer(result, (result.ok && result.message) || '')
    if (result.ok) picked.choose(null)
  }
  // Choosing is adding: a file the picker takes goes up at once; a new file takes the last
  // refusal away.
  const choice = {
    ...picked,
    choose: (file: File | null) => {
      onNotice(null)
      picked.choose(file)
      if (file && !problemOf(file)) void upload(file)
    },
  }
  const remove = async () => {
    if (removing === null) return
    setBusy(true)
    const result = await send<never>(`/api/profile/gallery/${removing}?locale=${locale}`, {
      method: 'DELETE',
    })
    setBusy(false)
    setRemoving(null)
    answer(result, (result.ok && result.message) || '')
  }

  return (
    <fieldset className={styles.group}>
      <legend>{t('gallery')}</legend>
      {gallery.length === 0 ? <p className={styles.hint}>{t('galleryEmpty')}</p> : null}
      <ul className={styles.gallery}>
        {gallery.map((photo) => (
          <li key={photo.id} className={styles.galleryItem}>
            <Image src={photo.url} alt="" width={160} height={120} className={styles.thumb} />
            <button
              type="button"
              className="button secondary small"
              onClick={() => setRemoving(photo.id)}
            >
              {t('removePhoto')}
            </button>
          </li>
        ))}
      </ul>
      {full ? (
        <p className={styles.hint}>{t('galleryFull')}</p>
      ) : (
        <ImagePicker
          id="gallery-photo"
          label={t('addPhoto')}
          current={null}
          choice={choice}
          error={message?.error ? message.text : null}
        >
          {busy ? (
            <p role="status" className={styles.hint}>
              {t('uploading')}
            </p>
          ) : choice.file && !choice.problem && message?.error ? (
            <button
              type="button"
              className="button small"
              onClick={() => choice.file && void upload(choice.file)}
            >
              {t('retryPhoto')}
            </button>
          ) : null}
        </ImagePicker>
      )}
      {message && (!message.error || full) ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'alert' : undefined}
        >
          {message.text}
        </p>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('removePhoto')}
        text={t('confirmRemovePhoto')}
        keepLabel={t('keep')}
        confirmLabel={t('removePhoto')}
        busyLabel={t('saving')}
        busy={busy}
        onConfirm={remove}
        onKeep={() => setRemoving(null)}
      />
    </fieldset>
  )
}
