import { getTranslations } from 'next-intl/server'

import styles from '@/components/artists/Directory.module.css'
import { GenreList } from '@/components/artists/GenreList'
import { ProfilePhoto } from '@/components/artists/ProfilePhoto'
import { Link } from '@/i18n/navigation'
import type { VenueListItem } from '@/server/profiles'

/** A venue in the directory: photo, name, city, genres and a link to its page. */
export async function VenueCard({ venue }: { venue: VenueListItem }) {
  const t = await getTranslations('Venues')
  return (
    <li className={`card ${styles.card}`}>
      <ProfilePhoto
        src={venue.photo}
        alt={venue.name}
        placeholder={t('noPhoto')}
        sizes="(max-width: 700px) 100vw, 280px"
      />
      <div className={styles.cardBody}>
        <h2>{venue.name}</h2>
        <p className={styles.meta}>
          {venue.cityName}
          {venue.genres.length ? ' · ' : ''}
          <GenreList genres={venue.genres} />
        </p>
        <Link
          href={{ pathname: '/venues/[slug]', params: { slug: venue.slug } }}
          className="button small"
        >
          {t('viewVenue')}
          <span className="visually-hidden">: {venue.name}</span>
        </Link>
      </div>
    </li>
  )
}
