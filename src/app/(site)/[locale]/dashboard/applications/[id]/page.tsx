import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ClientMessages } from '@/components/i18n/ClientMessages'
import { Thread } from '@/components/market/Thread.client'
import { RequireSession } from '@/components/session/RequireSession.client'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Market2.thread' })
  return { title: t('title'), robots: { index: false } }
}

/** /panom/basvuru/{id}: one application and its thread, for its two parties. */
export default async function ThreadPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  return (
    <ClientMessages
      namespaces={[
        'Market2.answer',
        'Market2.booking',
        'Market2.dashboard',
        'Market2.list',
        'Market2.thread',
        'Applications',
        'Bookings',
        'Session',
        'Market',
        'Artists',
        'Reviews',
        'Terms',
        'Shows.draw',
        'Deletion',
        'Payments.card',
        'Payments.contract',
        'Payments.payout',
      ]}
    >
      <RequireSession>
        <Thread id={id} />
      </RequireSession>
    </ClientMessages>
  )
}
