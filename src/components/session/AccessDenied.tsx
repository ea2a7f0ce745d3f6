import { useTranslations } from 'next-intl'

import { StatusPage } from '@/components/feedback/StatusPage'

export function AccessDenied() {
  const t = useTranslations('Session')
  return <StatusPage title={t('accessDenied')} text={t('accessDeniedText')} role="alert" />
}
