import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import type { PublicArtist } from '@/server/profiles'

import { MediaPreview } from './MediaPreview.client'
import styles from './PressKit.module.css'
import { RiderPanel } from './RiderPanel.client'
import { ShowList } from './ShowList'

/** An artist's press kit on their page: players, gallery, set length, the venues' panel, shows. */
export async function PressKitSection({ artist }: { artist: PublicArtist }) {
  const t = await getTranslations('PressKit')
  return (
    <div>
      {artist.setLengthMinutes ? (
        <dl className={`card ${styles.facts}`}>
          <dt>{t('setLength')}</dt>
          <dd>{t('setLengthValue', { minutes: artist.setLengthMinutes })}</dd>
        </dl>
      ) : null}
      {artist.media.length ? (
        <section className={styles.section}>
          <h2>{t('media')}</h2>
          <ul className={styles.media}>
            {artist.media.map((media) => (
              <li key={media.url}>
                <MediaPreview media={media} title={artist.name} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {artist.gallery.length ? (
        <section className={styles.section}>
          <h2>{t('gallery')}</h2>
          <ul className={styles.gallery}>
            {artist.gallery.map((photo, index) => (
              <li key={photo.id} className={styles.galleryItem}>
                <Image
                  src={photo.url}
                  alt={t('galleryPhoto', { n: index + 1, name: artist.name })}
                  fill
                  sizes="(max-width: 700px) 50vw, 220px"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RiderPanel slug={artist.slug} />
      <ShowList
        title={t('upcomingShows')}
        empty={t('noUpcomingShows')}
        shows={artist.upcomingShows}
      />
      <ShowList
        title={t('pastShows')}
        empty={t('noPastShows')}
        shows={artist.pastShows}
        admittedText={(count) => t('admitted', { count })}
      />
    </div>
  )
}
