'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState, type FormEvent } from 'react'

import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'

import { PhotoUpload } from './PhotoUpload.client'
import styles from './ProfileEditor.module.css'
import { ProfileFields } from './ProfileFields'
import { profileBody, type EditableProfile, type ProfileKind } from './profileForm'

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
  const kind: ProfileKind | null =
    user?.role === 'artist' ? 'artist' : user?.role === 'organizer' ? 'venue' : null
  const [profile, setProfile] = useState<EditableProfile | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)

  useEffect(() => {
    if (!kind || !token) return
    fetch(`/api/profile?locale=${locale}`, { headers: { authorization: `Bearer ${token}` } })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body: { data: EditableProfile | null }) => {
        setProfile(body.data ?? empty(kind))
        setStatus('ready')
      })
      .catch(() => setStatus('failed'))
  }, [kind, token, locale])

  if (!kind || !token) return null
  if (status === 'loading') return <p role="status">{t('loading')}</p>
  if (status === 'failed' || !profile) return <p className="alert">{t('loadError')}</p>

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSaving(true)
    setMessage(null)
    try {
      const response = await fetch(`/api/profile?locale=${locale}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(profileBody(kind, new FormData(event.currentTarget))),
      })
      const body = (await response.json()) as { data?: EditableProfile; message?: string }
      if (!response.ok || !body.data) throw new Error(body.message || t('saveError'))
      setProfile(body.data)
      setMessage({ text: t('saved'), error: false })
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : t('saveError'), error: true })
    } finally {
      setSaving(false)
    }
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
      <PhotoUpload photo={profile.photo} token={token} locale={locale} onSaved={setProfile} />
      <form onSubmit={save} className={styles.editor} key={JSON.stringify(profile)}>
        <ProfileFields profile={profile} />
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
      </form>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'alert' : undefined}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  )
}
