import { getTranslations } from 'next-intl/server'

import styles from './PlatformFeatures.module.css'

const FEATURES = ['Profiles', 'Proposals', 'Gigs', 'Fans'] as const

/** Why Sahne is more than a listing site: the steps of a booking it covers. */
export async function PlatformFeatures() {
  const t = await getTranslations('Home')
  return (
    <section className={styles.section} aria-labelledby="home-features-title">
      <div className={styles.heading}>
        <h2 id="home-features-title">{t('moreThanListingTitle')}</h2>
        <p>{t('moreThanListingText')}</p>
      </div>
      <ol className={styles.list}>
        {FEATURES.map((feature) => (
          <li key={feature}>
            <h3>{t(`feature${feature}Title`)}</h3>
            <p>{t(`feature${feature}Text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
