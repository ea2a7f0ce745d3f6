'use client'

import { useTranslations } from 'next-intl'

import { StatusPage } from '@/components/feedback/StatusPage'

/** An uncaught error inside a page: the header and footer stay, this replaces the page. */
export default function RouteError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Errors')
  return (
    <StatusPage title={t('unexpected')} text={t('unexpectedText')} role="alert">
      <button type="button" className="button" onClick={reset}>
        {t('tryAgain')}
      </button>
    </StatusPage>
  )
}
