import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import styles from './DiscoveryGrid.module.css'

/** The four scenes; files and sources are listed in public/images/SOURCES.md. */
const SCENES = [
  { key: 'Dj', src: '/images/discover/dj.webp' },
  { key: 'RockVocalist', src: '/images/discover/rock-vocalist.webp' },
  { key: 'Saxophonist', src: '/images/discover/saxophonist.webp' },
  { key: 'VenueStage', src: '/images/discover/venue-stage.webp' },
] as const

export async function DiscoveryGrid() {
  const t = await getTranslations('Home')
  return (
    <section className={styles.section} aria-labelledby="home-discover-title">
      <h2 id="home-discover-title">{t('discoverTitle')}</h2>
      <p className={styles.intro}>{t('discoverText')}</p>
      <ul className={styles.grid}>
        {SCENES.map(({ key, src }) => (
          <li key={key}>
            <figure className={styles.figure}>
              <Image
                src={src}
                alt={t(`discover${key}Alt`)}
                width={1200}
                height={800}
                sizes="(min-width: 1140px) 550px, (min-width: 640px) 50vw, 100vw"
                className={styles.image}
              />
              <figcaption>
                <strong>{t(`discover${key}`)}</strong>
                <span>{t(`discover${key}Text`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
