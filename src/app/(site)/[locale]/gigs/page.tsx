import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { GigCard } from '@/components/gigs/GigCard'
import styles from '@/components/gigs/Gigs.module.css'
import { loadGigs } from '@/components/gigs/loadGigs'
import type { Locale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo/pageMetadata'

// The gig hooks expire the page (through the tag of its cached read); the hour is a ceiling.
export const revalidate = 3600

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Gigs' })
  return pageMetadata({
    locale,
    href: '/gigs',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

export default async function GigsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Gigs')
  const result = await loadGigs()
  return (
    <>
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {result.status === 'failed' ? (
        <p className="alert" role="alert">
          {t('listError')}
        </p>
      ) : result.gigs.length === 0 ? (
        <p className="status-message">{t('empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {result.gigs.map((gig) => (
            <GigCard key={gig.id} gig={gig} />
          ))}
        </ul>
      )}
    </>
  )
}
