'use client'

import { useLocale, useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import styles from '@/components/profile/ProfileEditor.module.css'
import { Link } from '@/i18n/navigation'

type FollowedArtist = { slug: string; name: string; cityName: string | null }

/** "Following" on the profile page: the artists the signed-in user follows, for every role. */
export function FollowingList() {
  const t = useTranslations('Following')
  const locale = useLocale()
  const { data: artists, error } = useApi<FollowedArtist[]>(`/api/me/following?locale=${locale}`)
  const failed = Boolean(error)

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
