import { getTranslations } from 'next-intl/server'

import { LoggedOutOnly } from '@/components/session/LoggedOutOnly.client'
import { Link } from '@/i18n/navigation'

import styles from './ClosingCta.module.css'

/** The closing invitation, for visitors only. */
export async function ClosingCta() {
  const t = await getTranslations('Home')
  return (
    <LoggedOutOnly>
      <section className={styles.cta} aria-labelledby="home-cta-title">
        <h2 id="home-cta-title">{t('ctaTitle')}</h2>
        <p>{t('ctaText')}</p>
        <Link href="/register" className="button">
          {t('ctaButton')}
        </Link>
      </section>
    </LoggedOutOnly>
  )
}
