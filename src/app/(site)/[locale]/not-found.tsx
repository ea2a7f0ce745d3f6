import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

export default async function NotFoundPage() {
  const t = await getTranslations('NotFound')
  return (
    <section className="status-page">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/" className="button">
        {t('backHome')}
      </Link>
    </section>
  )
}
