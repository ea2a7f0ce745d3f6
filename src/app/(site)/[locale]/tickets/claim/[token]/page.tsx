import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import { ClaimTicket } from '@/components/tickets/ClaimTicket.client'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/pageMetadata'

type Props = { params: Promise<{ locale: Locale; token: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, token } = await params
  const t = await getTranslations({ locale, namespace: 'TicketTransfer' })
  return pageMetadata({
    locale,
    href: { pathname: '/tickets/claim/[token]', params: { token } },
    title: t('claim.title'),
    description: t('claim.description'),
    noIndex: true,
  })
}

/**
 * /biletlerim/al/{token}, /en/tickets/claim/{token}: the mailed link of a ticket given to an
 * address; signed in with that address, one button takes it (read and sent in the browser).
 */
export default async function ClaimTicketPage({ params }: Props) {
  const { locale, token } = await params
  setRequestLocale(locale)
  return (
    <ClientMessages namespaces={['TicketTransfer', 'Session']}>
      <ClaimTicket token={token} />
    </ClientMessages>
  )
}
