import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ToastProvider } from '@/components/feedback/ToastProvider.client'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { TestPaymentsBanner } from '@/components/payments/TestPaymentsBanner'
import { SessionProvider } from '@/components/session/SessionProvider.client'
import { pickMessages } from '@/i18n/clientMessages'
import { routing } from '@/i18n/routing'
import { siteUrl } from '@/lib/seo/siteUrl'
import { paymentSettings } from '@/server/payments'

import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: 'Metadata',
  })
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('homeDescription'),
    icons: { icon: '/icon.svg' },
  }
}

export const viewport: Viewport = { themeColor: '#0f0d17', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider messages={pickMessages(locale)}>
          <SessionProvider>
            {paymentSettings()?.standIn ? <TestPaymentsBanner /> : null}
            <SiteHeader />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
            <ToastProvider />
          </SessionProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
