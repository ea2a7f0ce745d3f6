'use client'

import { useTranslations } from 'next-intl'

import { StatusPage } from '@/components/feedback/StatusPage'
import { Link } from '@/i18n/navigation'

/**
 * A slug with no published post behind it (HTTP 404). A client component on purpose: Next renders
 * this boundary alongside every post page, and a server one would read the locale from the
 * request headers, turning the cached post pages dynamic.
 */
export default function PostNotFound() {
  const t = useTranslations('BlogPost')
  return (
    <StatusPage title={t('notFound')} text={t('notFoundText')} code={404}>
      <Link href="/blog" className="button">
        {t('backToBlog')}
      </Link>
    </StatusPage>
  )
}
