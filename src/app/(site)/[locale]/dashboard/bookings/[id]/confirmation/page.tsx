import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import { BookingConfirmation } from '@/components/market/terms/BookingConfirmation.client'
import { RequireSession } from '@/components/session/RequireSession.client'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Terms.document' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * /panom/rezervasyon/{id}/onay: the printable booking confirmation, in both languages whatever
 * the page's (each party may read either), for the booking's parties.
 */
export default async function BookingConfirmationPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  return (
    <ClientMessages namespaces={['Terms.document', 'Terms.pdf', 'Terms.pdfPreparing', 'Session']}>
      <RequireSession>
        <BookingConfirmation
          id={id}
          catalogues={{ tr: messages.tr.Terms, en: messages.en.Terms }}
        />
      </RequireSession>
    </ClientMessages>
  )
}
