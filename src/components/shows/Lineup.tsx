import Image from 'next/image'

import { Link } from '@/i18n/navigation'
import type { LineupArtist } from '@/server/market'

import styles from './Shows.module.css'

/** The booked artists with their photos, each linking to their page when it is public. */
export function Lineup({ artists, size = 32 }: { artists: LineupArtist[]; size?: number }) {
  return (
    <ul className={styles.lineup}>
      {artists.map((artist, index) => {
        const face = artist.photo ? (
          <Image src={artist.photo} alt="" width={size} height={size} className={styles.face} />
        ) : (
          <span className={`${styles.face} ${styles.initial}`} aria-hidden="true">
            {artist.name.slice(0, 1).toLocaleUpperCase('tr')}
          </span>
        )
        return (
          <li key={`${artist.slug ?? artist.name}-${index}`}>
            {artist.slug ? (
              <Link href={{ pathname: '/artists/[slug]', params: { slug: artist.slug } }}>
                {face}
                {artist.name}
              </Link>
            ) : (
              <span>
                {face}
                {artist.name}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
