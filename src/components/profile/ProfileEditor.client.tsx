'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { useServerError } from '@/components/forms/useServerError'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import type { ApiSuccess } from '@/lib/api/apiFetch'

import { useImageChoice } from '@/components/upload/useImageChoice'

import styles from './ProfileEditor.module.css'
import { ProfilePhoto } from './ProfilePhoto.client'
import { ProfileFields } from './ProfileFields'
import { profileBody, profileFieldId, type EditableProfile, type ProfileKind } from './profileForm'

const empty = (kind: ProfileKind): EditableProfile => ({
  kind,
  slug: null,
  name: '',
  city: null,
  genres: [],
  photo: null,
  isPublic: false,
  links: {},
})

/**
 * The artist's or organizer's own profile: load it, edit it, and one Save that stores the fields
 * and then a newly chosen photo. A refused photo is named beside its picker; the fields stay saved.
 */
export function ProfileEditor() {
  const t = useTranslations('ProfileEditor')
  const locale = useLocale()
  const { user, token } = useSession()
  const send = useSend()
  const errors = useServerError(profileFieldId)
  const kind: ProfileKind | null =
    user?.role === 'artist' ? 'artist' : user?.role === 'organizer' ? 'venue' : null
  const path = `/api/profile?locale=${locale}`
  const read = useApi<EditableProfile | null>(kind ? path : null)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const photo = useImageChoice()
  const [photoError, setPhotoError] = useState<string | null>(null)

  if (!kind || !token) return null
  if (read.error) return <p className="alert">{t('loadError')}</p>
  if (!read.answer) return <p role="status">{t('loading')}</p>
  const profile = read.data ?? empty(kind)
  // A write answers the saved profile: it becomes the cached read, and the form shows it.
  const store = (answer: ApiSuccess<EditableProfile>) =>
    void read.mutate(answer, { revalidate: false })

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSaved(null)
    errors.show(null)
    // A file the server would refuse is not sent; its picker already says why.
    if (photo.problem) return document.getElementById('profile-photo')?.focus()
    setSaving(true)
    const fields = await send<EditableProfile>(path, {
      method: 'PUT',
      body: profileBody(kind, new FormData(event.currentTarget)),
    })
    if (!fields.ok) {
      setSaving(false)
      return errors.show(fields.error)
    }
    const chosen = photo.file
    const uploaded = chosen ? await sendPhoto(chosen) : null
    setSaving(false)
    if (uploaded && !uploaded.ok) {
      store(fields)
      setPhotoError(uploaded.error.message)
      return setSaved(t('photoNotSaved'))
    }
    if (uploaded) photo.choose(null)
    store(uploaded ?? fields)
    setSaved(t('saved'))
  }
  const sendPhoto = (file: File) => {
    const body = new FormData()
    body.set('file', file)
    return send<EditableProfile>(`/api/profile/photo?locale=${locale}`, { body })
  }
  const choosePhoto = {
    ...photo,
    choose: (file: File | null) => {
      setPhotoError(null)
      photo.choose(file)
    },
  }

  const publicHref =
    profile.slug && profile.isPublic
      ? kind === 'artist'
        ? ({ pathname: '/artists/[slug]', params: { slug: profile.slug } } as const)
        : ({ pathname: '/venues/[slug]', params: { slug: profile.slug } } as const)
      : null
  return (
    <section className={`card ${styles.editor}`} aria-labelledby="profile-editor-title">
      <h2 id="profile-editor-title">{kind === 'artist' ? t('artistTitle') : t('venueTitle')}</h2>
      {publicHref ? (
        <p>
          {t('isPublic')} <Link href={publicHref}>{t('viewPublic')}</Link>
        </p>
      ) : (
        <p>{t('isPrivate')}</p>
      )}
      <form
        onSubmit={save}
        onChange={(event) => errors.changed((event.target as HTMLElement).id)}
        className={styles.editor}
        key={JSON.stringify(profile)}
      >
        <ProfilePhoto
          photo={profile.photo}
          choice={choosePhoto}
          error={photoError}
          locale={locale}
          onRemoved={store}
        />
        <ProfileFields profile={profile} errors={errors} />
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
      </form>
      {errors.formError ? (
        <p role="alert" className="alert">
          {errors.formError}
        </p>
      ) : saved ? (
        <p role="status">{saved}</p>
      ) : null}
    </section>
  )
}
