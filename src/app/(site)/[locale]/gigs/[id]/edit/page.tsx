import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BackToGigs } from '@/components/gigs/BackToGigs'
import { EditGig } from '@/components/gigs/EditGig.client'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { RequireSession } from '@/components/session/RequireSession.client'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { findGigForPage } from '@/server/market'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const t = await getTranslations({ locale, namespace: 'GigForm' })
  return pageMetadata({
    locale,
    href: { pathname: '/gigs/[id]/edit', params: { id } },
    title: t('editTitle'),
    description: t('createIntro'),
    noIndex: true,
  })
}

/** Edit or cancel one's own gig; the API refuses anyone else's changes (403). */
export default async function EditGigPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const result = await findGigForPage(id)
  if (result.status === 'missing') notFound()
  const t = await getTranslations('GigForm')
  const gigs = await getTranslations('Gigs')
  return (
    <ClientMessages namespaces={['GigForm', 'ImagePicker', 'Market', 'Session']}>
      <RequireSession roles={['organizer', 'admin']}>
        <BackToGigs />
        <header className="page-header">
          <h1>{t('editTitle')}</h1>
          {result.status === 'found' ? <p>{result.gig.title}</p> : null}
        </header>
        {result.status === 'found' ? (
          <EditGig gig={result.gig} />
        ) : (
          <p className="alert" role="alert">
            {gigs('detailError')}
          </p>
        )}
      </RequireSession>
    </ClientMessages>
  )
}
