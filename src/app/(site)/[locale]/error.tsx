'use client'

import { useTranslations } from 'next-intl'

/** An uncaught error inside a page: the header and footer stay, this replaces the page. */
export default function RouteError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Errors')
  return (
    <section className="status-page" role="alert">
      <h1>{t('unexpected')}</h1>
      <p>{t('unexpectedText')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('tryAgain')}
      </button>
    </section>
  )
}
