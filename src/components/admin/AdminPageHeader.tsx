import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/** Heading of the create and edit screens, with the way back to the list. */
export function AdminPageHeader({ screen }: { screen: 'create' | 'edit' }) {
  const t = useTranslations('AdminBlog')
  return (
    <header className="page-header">
      <p>
        <Link href="/admin/blog">← {t('backToList')}</Link>
      </p>
      <h1>{t(`${screen}Title`)}</h1>
      <p>{t(`${screen}Description`)}</p>
    </header>
  )
}
