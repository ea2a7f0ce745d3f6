'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { useServerError } from '@/components/forms/useServerError'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import type { ApiSuccess } from '@/lib/api/apiFetch'

import { PhotoUpload } from './PhotoUpload.client'
import styles from './ProfileEditor.module.css'
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

/** The artist's or organizer's own profile: load it, edit it, save it, replace the photo. */
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

  if (!kind || !token) return null
  if (read.error) return <p className="alert">{t('loadError')}</p>
  if (!read.answer) return <p role="status">{t('loading')}</p>
  const profile = read.data ?? empty(kind)
  // A write answers the saved profile: it becomes the cached read, and the form shows it.
  const store = (answer: ApiSuccess<EditableProfile>) =>
    void read.mutate(answer, { revalidate: false })

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSaving(true)
    setSaved(null)
    errors.show(null)
    const answer = await send<EditableProfile>(path, {
      method: 'PUT',
      body: profileBody(kind, new FormData(event.currentTarget)),
    })
    setSaving(false)
    if (!answer.ok) return errors.show(answer.error)
    store(answer)
    setSaved(t('saved'))
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
      <PhotoUpload photo={profile.photo} locale={locale} onSaved={store} />
      <form
        onSubmit={save}
        onChange={(event) => errors.changed((event.target as HTMLElement).id)}
        className={styles.editor}
        key={JSON.stringify(profile)}
      >
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
