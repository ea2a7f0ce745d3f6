'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/**
 * A slug with no published post behind it (HTTP 404). A client component on purpose: Next renders
 * this boundary alongside every post page, and a server one would read the locale from the
 * request headers, turning the cached post pages dynamic.
 */
export default function PostNotFound() {
  const t = useTranslations('BlogPost')
  return (
    <section className="status-page">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href="/blog" className="button">
        {t('backToBlog')}
      </Link>
    </section>
  )
}
