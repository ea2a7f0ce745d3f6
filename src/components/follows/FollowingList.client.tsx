'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import styles from '@/components/profile/ProfileEditor.module.css'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'

type FollowedArtist = { slug: string; name: string; cityName: string | null }

/** "Following" on the profile page: the artists the signed-in user follows, for every role. */
export function FollowingList() {
  const t = useTranslations('Following')
  const locale = useLocale()
  const { token } = useSession()
  const [artists, setArtists] = useState<FollowedArtist[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!token) return
    fetch(`/api/me/following?locale=${locale}`, { headers: { authorization: `Bearer ${token}` } })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body: { data: FollowedArtist[] }) => setArtists(body.data))
      .catch(() => setFailed(true))
  }, [token, locale])

  return (
    <section className={styles.following} aria-labelledby="following-title">
      <h2 id="following-title">{t('title')}</h2>
      {failed ? (
        <p className="alert">{t('loadError')}</p>
      ) : !artists ? (
        <p role="status">{t('loading')}</p>
      ) : artists.length === 0 ? (
        <p>
          {t('empty')} <Link href="/artists">{t('browse')}</Link>
        </p>
      ) : (
        <ul>
          {artists.map((artist) => (
            <li key={artist.slug}>
              <Link href={{ pathname: '/artists/[slug]', params: { slug: artist.slug } }}>
                {artist.name}
              </Link>
              {artist.cityName ? ` · ${artist.cityName}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
