import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import styles from './Gigs.module.css'

export async function BackToGigs() {
  const t = await getTranslations('Gigs')
  return (
    <Link href="/gigs" className={styles.back}>
      ← {t('backToList')}
    </Link>
  )
}
