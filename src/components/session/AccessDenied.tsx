import { useTranslations } from 'next-intl'

export function AccessDenied() {
  const t = useTranslations('Session')
  return (
    <section className="status-page" role="alert">
      <h1>{t('accessDenied')}</h1>
      <p>{t('accessDeniedText')}</p>
    </section>
  )
}
