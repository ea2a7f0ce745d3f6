import { getTranslations } from 'next-intl/server'

import styles from './PrivacyHeader.module.css'

export async function PrivacyHeader() {
  const t = await getTranslations('Privacy')
  return (
    <header className={`page-header ${styles.header}`}>
      <h1>{t('title')}</h1>
      <p className={styles.updated}>{t('lastUpdated')}</p>
      <p>{t('intro')}</p>
    </header>
  )
}
