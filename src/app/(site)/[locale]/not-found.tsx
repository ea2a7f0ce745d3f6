import { getTranslations } from 'next-intl/server'

import { StatusPage } from '@/components/feedback/StatusPage'
import { Link } from '@/i18n/navigation'

export default async function NotFoundPage() {
  const t = await getTranslations('NotFound')
  return (
    <StatusPage title={t('title')} text={t('text')} code={404}>
      <Link href="/" className="button">
        {t('backHome')}
      </Link>
    </StatusPage>
  )
}
