import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactForm } from '@/components/contact/ContactForm.client'
import { NoticeLink } from '@/components/legal/NoticeLink'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Contact' })
  return pageMetadata({
    locale,
    href: '/contact',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

export default async function ContactPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Contact')
  return (
    <ClientMessages namespaces={['Contact']}>
      <>
        <header className="page-header">
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </header>
        <ContactForm />
        <NoticeLink purpose="contact" />
      </>
    </ClientMessages>
  )
}
