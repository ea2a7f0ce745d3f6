import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PrivacyContact } from '@/components/privacy/PrivacyContact'
import { PrivacyHeader } from '@/components/privacy/PrivacyHeader'
import { PrivacySections } from '@/components/privacy/PrivacySections'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Privacy' })
  return pageMetadata({
    locale,
    href: '/privacy',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

export default async function PrivacyPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <article className="prose">
      <PrivacyHeader />
      <PrivacySections />
      <PrivacyContact />
    </article>
  )
}
