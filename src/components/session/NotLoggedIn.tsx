import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

export function NotLoggedIn() {
  const t = useTranslations('Session')
  return (
    <section className="status-page">
      <h1>{t('notLoggedIn')}</h1>
      <p>{t('pleaseLogIn')}</p>
      <Link href="/login" className="button">
        {t('goToLogin')}
      </Link>
    </section>
  )
}
