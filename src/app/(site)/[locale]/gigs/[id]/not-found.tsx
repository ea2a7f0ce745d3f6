import { getTranslations } from 'next-intl/server'

import { BackToGigs } from '@/components/gigs/BackToGigs'

/** An unknown or malformed gig id: 404 with 'Gig bulunamadı.' and the way back to the list. */
export default async function GigNotFound() {
  const t = await getTranslations('Gigs')
  return (
    <section className="status-page">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound')}</h1>
      <p>{t('notFoundText')}</p>
      <BackToGigs />
    </section>
  )
}
