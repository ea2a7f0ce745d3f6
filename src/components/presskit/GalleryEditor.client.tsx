'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import { PRESS_KIT_LIMITS } from '@/lib/limits'
import type { ApiSuccess } from '@/lib/api/apiFetch'
import type { GalleryPhoto } from '@/server/people/presskit/toPressKit'

import type { Notice } from './PressKitEditor.client'
import styles from './PressKitEditor.module.css'

type Props = {
  gallery: GalleryPhoto[]
  locale: string
  onSaved: (answer: ApiSuccess<never>) => void
  notice: Notice | null
  onNotice: (notice: Notice) => void
}

/** The gallery's photos with a remove button each (confirmed), and an upload while there is room. */
export function GalleryEditor({ gallery, locale, onSaved, notice: message, onNotice }: Props) {
  const t = useTranslations('PressKit.editor')
  const send = useSend()
  const [busy, setBusy] = useState(false)
  const [removing, setRemoving] = useState<number | null>(null)
  const full = gallery.length >= PRESS_KIT_LIMITS.gallery

  const answer = (result: Awaited<ReturnType<typeof send<never>>>, ok: string) => {
    if (!result.ok) return onNotice({ text: result.error.message, error: true, where: 'gallery' })
    onNotice({ text: ok, error: false, where: 'gallery' })
    onSaved(result)
  }
  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setBusy(true)
    const result = await send<never>(`/api/profile/gallery?locale=${locale}`, {
      body: new FormData(form),
    })
    setBusy(false)
    answer(result, (result.ok && result.message) || '')
    if (result.ok) form.reset()
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
        <form onSubmit={upload} className={styles.upload}>
          <input
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-label={t('addPhoto')}
          />
          <button type="submit" className="button small" disabled={busy}>
            {t('addPhoto')}
          </button>
        </form>
      )}
      {message ? (
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
