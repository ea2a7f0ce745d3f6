import { getTranslations } from 'next-intl/server'

import { LoggedOutOnly } from '@/components/session/LoggedOutOnly.client'
import { Link } from '@/i18n/navigation'

import styles from './HomeHero.module.css'

export async function HomeHero() {
  const t = await getTranslations('Home')
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 id="home-hero-title">{t('heroTitle')}</h1>
      <p className={styles.lead}>{t('heroText')}</p>
      <LoggedOutOnly>
        <div className={styles.actions}>
          <Link href="/login" className="button secondary">
            {t('logIn')}
          </Link>
          <Link href="/register" className="button">
            {t('signUp')}
          </Link>
        </div>
      </LoggedOutOnly>
    </section>
  )
}
