import { useTranslations } from 'next-intl'

import { StatusPage } from '@/components/feedback/StatusPage'
import { Link } from '@/i18n/navigation'

export function NotLoggedIn() {
  const t = useTranslations('Session')
  return (
    <StatusPage title={t('notLoggedIn')} text={t('pleaseLogIn')}>
      <Link href="/login" className="button">
        {t('goToLogin')}
      </Link>
    </StatusPage>
  )
}
