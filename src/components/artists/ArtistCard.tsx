import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { ArtistListItem } from '@/server/people'

import styles from './Directory.module.css'
import { GenreList } from './GenreList'
import { ProfilePhoto } from './ProfilePhoto'

/** An artist in the directory: photo, name, city, genres, followers and a link to the page. */
export async function ArtistCard({ artist }: { artist: ArtistListItem }) {
  const t = await getTranslations('Artists')
  return (
    <li className={`card ${styles.card}`}>
      <ProfilePhoto
        src={artist.photo}
        alt={artist.name}
        placeholder={t('noPhoto')}
        sizes="(max-width: 700px) 100vw, 280px"
      />
      <div className={styles.cardBody}>
        <h2>{artist.name}</h2>
        <p className={styles.meta}>
          {artist.cityName}
          {artist.genres.length ? ' · ' : ''}
          <GenreList genres={artist.genres} />
        </p>
        <p className={styles.meta}>{t('followers', { count: artist.followerCount })}</p>
        <Link
          href={{ pathname: '/artists/[slug]', params: { slug: artist.slug } }}
          className="button small"
        >
          {t('viewProfile')}
          <span className="visually-hidden">: {artist.name}</span>
        </Link>
      </div>
    </li>
  )
}
