import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import { RequireSession } from '@/components/session/RequireSession.client'
import { MyTickets } from '@/components/tickets/MyTickets.client'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/pageMetadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'MyTickets' })
  return pageMetadata({
    locale,
    href: '/tickets',
    title: t('title'),
    description: t('description'),
    noIndex: true,
  })
}

/** /biletlerim, /en/tickets: the fan's tickets with their QR codes (read in the browser). */
export default async function MyTicketsPage({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <ClientMessages namespaces={['MyTickets', 'TicketTransfer', 'Session', 'TicketRefund']}>
      <RequireSession>
        <MyTickets />
      </RequireSession>
    </ClientMessages>
  )
}
