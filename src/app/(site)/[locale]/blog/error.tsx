'use client'

import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

/**
 * The list could not be rendered. Offline visitors are told to check their connection (the
 * spec's network error); anyone else that the server answered with an error.
 */
export default function BlogListError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('BlogList')
  const online = useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  )
  return (
    <section className="status-page" role="alert">
      <h1>{t('title')}</h1>
      <p className="alert">{online ? t('serverError') : t('networkError')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('tryAgain')}
      </button>
    </section>
  )
}

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}
