'use client'

import { useTranslations } from 'next-intl'

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
    <section className="status-page">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href="/gigs" className={styles.back}>
        ← {t('backToList')}
      </Link>
    </section>
  )
}
