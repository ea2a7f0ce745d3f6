'use client'

import { useTranslations } from 'next-intl'

import { StatusPage } from '@/components/feedback/StatusPage'
import styles from '@/components/gigs/Gigs.module.css'
import { Link } from '@/i18n/navigation'

/**
 * An unknown or malformed gig id: 404 with 'Gig bulunamadı.' and the way back to the list.
 * A client component: a not-found boundary gets no params, and reading the locale on the server
 * here would fall back to request headers, which turns the cached gig pages dynamic (and fail).
 */
export default function GigNotFound() {
  const t = useTranslations('Gigs')
  return (
    <StatusPage title={t('notFound')} text={t('notFoundText')} code={404}>
      <Link href="/gigs" className={styles.back}>
        ← {t('backToList')}
      </Link>
    </StatusPage>
  )
}
