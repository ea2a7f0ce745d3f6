import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

/** A slug with no published post behind it (HTTP 404). */
export default async function PostNotFound() {
  const t = await getTranslations('BlogPost')
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
