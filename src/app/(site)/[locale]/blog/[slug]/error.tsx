'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/** The post could not be read (database down, unexpected error): say so and offer a way back. */
export default function PostError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('BlogPost')
  return (
    <section className="status-page" role="alert">
      <h1>{t('fetchFailed')}</h1>
      <p>{t('fetchFailedText')}</p>
      <div className="actions">
        <button type="button" className="button secondary" onClick={reset}>
          {t('tryAgain')}
        </button>
        <Link href="/blog" className="button">
          {t('backToBlog')}
        </Link>
      </div>
    </section>
  )
}
