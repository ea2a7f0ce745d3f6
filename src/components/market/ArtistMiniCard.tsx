import Image from 'next/image'
import { useTranslations } from 'next-intl'

import { RetiredParty } from '@/components/people/RetiredParty'
import { Link } from '@/i18n/navigation'
import { isGenre } from '@/lib/market/genres'
import { LINK_KINDS } from '@/lib/market/profileLinks'
import type { ArtistCard } from '@/server/market'
import type { ArtistDraw } from '@/server/market'

import styles from './Cards.module.css'

/**
 * Who applied (or was invited), as a venue sees it: photo, name, city, genres, followers, links;
 * an artist who deleted their account is only that, with the placeholder for a photo.
 */
export function ArtistMiniCard({ artist }: { artist: ArtistCard & Partial<ArtistDraw> }) {
  const t = useTranslations()
  if (artist.retired)
    return (
      <div className={styles.artist} data-testid="artist-card">
        <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
          ?
        </span>
        <div className={styles.artistBody}>
          <RetiredParty />
        </div>
      </div>
    )
  const links = LINK_KINDS.filter((kind) => artist.links[kind])
  return (
    <div className={styles.artist} data-testid="artist-card">
      {artist.photo ? (
        <Image src={artist.photo} alt="" width={64} height={64} className={styles.avatar} />
      ) : (
        <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
          {artist.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className={styles.artistBody}>
        <Link
          href={{ pathname: '/artists/[slug]', params: { slug: artist.slug } }}
          className={styles.artistName}
        >
          {artist.name}
        </Link>
        <p className={styles.small}>
          {[
            artist.cityName,
            ...artist.genres.filter(isGenre).map((genre) => t(`Market.genres.${genre}`)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className={styles.small}>{t('Artists.followers', { count: artist.followerCount })}</p>
        {artist.followersInCity !== undefined && artist.pastGoing !== undefined ? (
          <p className={styles.small} data-testid="artist-draw">
            {t('Shows.draw.followersInCity', { count: artist.followersInCity })}
            {' · '}
            {t('Shows.draw.pastGoing', { count: artist.pastGoing })}
          </p>
        ) : null}
        {artist.admitted ? (
          <p className={styles.small} data-testid="artist-admitted">
            {t('Shows.draw.admitted', {
              count: artist.admitted,
              inCity: artist.admittedInCity ?? 0,
            })}
          </p>
        ) : null}
        {links.length ? (
          <ul className={styles.links}>
            {links.map((kind) => (
              <li key={kind}>
                <a href={artist.links[kind]} rel="noopener noreferrer nofollow" target="_blank">
                  {t(`Artists.linkNames.${kind}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
