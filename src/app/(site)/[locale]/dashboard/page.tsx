import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import { Dashboard } from '@/components/market/Dashboard.client'
import { RequireSession } from '@/components/session/RequireSession.client'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Market2.dashboard' })
  return pageMetadata({
    locale,
    href: '/dashboard',
    title: t('title'),
    description: t('description'),
    noIndex: true,
  })
}

/** /panom, /en/dashboard: the signed-in user's market (their data is read in the browser). */
export default async function DashboardPage({ params }: Props) {
  setRequestLocale((await params).locale)
  return (
    <ClientMessages
      namespaces={[
        'Market2.answer',
        'Market2.booking',
        'Market2.dashboard',
        'Market2.list',
        'Applications',
        'Bookings',
        'Session',
        'Market',
        'Artists',
        'Shows.dashboard',
        'Shows.draw',
        'Shows.goingCount',
        'Shows.requests',
        'Deletion',
        'Payments.card',
        'Payments.payout',
        'Payments.summary',
        'AvailabilityPage',
        'AvailabilityCalendarFeed',
        'MyTickets.dashboardLink',
      ]}
    >
      <RequireSession>
        <Dashboard />
      </RequireSession>
    </ClientMessages>
  )
}
