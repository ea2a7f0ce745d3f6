import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { UnderConstruction } from '@/components/auth/UnderConstruction.client'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'UnderConstruction' })
  return pageMetadata({
    locale,
    href: '/underconstruction',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noIndex: true,
  })
}

export default async function UnderConstructionPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <ClientMessages namespaces={['UnderConstruction', 'Session']}>
      <UnderConstruction />
    </ClientMessages>
  )
}
