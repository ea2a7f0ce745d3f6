import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CreateGigGate } from '@/components/gigs/CreateGigGate.client'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { RequireSession } from '@/components/session/RequireSession.client'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'CreateGig' })
  return pageMetadata({
    locale,
    href: '/create-gig',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  })
}

/** The create form for organizers; artists and fans learn what the page is for. */
export default async function CreateGigPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('CreateGig')
  return (
    <ClientMessages namespaces={['GigForm', 'ImagePicker', 'Market', 'Session']}>
      <RequireSession>
        <header className="page-header">
          <h1>{t('title')}</h1>
          <p>{t('text')}</p>
        </header>
        <CreateGigGate />
      </RequireSession>
    </ClientMessages>
  )
}
