import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import { RequireSession } from '@/components/session/RequireSession.client'
import { TicketPage } from '@/components/tickets/TicketPage.client'
import type { Locale } from '@/i18n/locales'
import { parseRecordId } from '@/lib/parseRecordId'
import { pageMetadata } from '@/lib/seo/pageMetadata'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const t = await getTranslations({ locale, namespace: 'TicketPage' })
  return pageMetadata({
    locale,
    href: { pathname: '/tickets/[id]', params: { id } },
    title: t('title'),
    description: t('description'),
    noIndex: true,
  })
}

/**
 * /biletlerim/{ticketId}, /en/tickets/{ticketId}: one ticket for its holder. The page is the same
 * for everyone; the ticket is read in the browser (`GET /api/tickets/{id}`), so a visitor is sent
 * to sign in and back, and anyone but the holder is told there is no such ticket.
 */
export default async function MyTicketPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const ticketId = parseRecordId(id)
  if (!ticketId) notFound()
  return (
    <ClientMessages
      namespaces={['TicketPage', 'MyTickets', 'TicketTransfer', 'Session', 'TicketRefund']}
    >
      <RequireSession>
        <TicketPage ticketId={ticketId} />
      </RequireSession>
    </ClientMessages>
  )
}
