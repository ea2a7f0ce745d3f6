'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import type { TicketSalesView } from '@/server/tickets'

import styles from './TicketSales.module.css'
import { TicketSalesForm } from './TicketSalesForm.client'

/**
 * "Ticket sales" on a booked gig's page, for the show's venue only: what it sells and how much of
 * each is gone, and the form that opens and changes the sale. Anyone else reads a 404 and sees
 * nothing; the page itself is the same cached page for everyone.
 */
export function TicketSalesPanel({ gigId }: { gigId: number }) {
  const { user } = useSession()
  const venue = user?.role === 'organizer' || user?.role === 'admin'
  return venue ? <VenueSales gigId={gigId} /> : null
}

function VenueSales({ gigId }: { gigId: number }) {
  const t = useTranslations('TicketSales')
  const sales = useApi<TicketSalesView>(`/api/shows/${gigId}/tickets/sales`)
  // Each save reads the sale back and starts the form again from what was stored.
  const [saves, setSaves] = useState(0)
  if (sales.error?.status === 404) return null
  return (
    <section className={styles.sales} aria-labelledby="ticket-sales">
      <h2 id="ticket-sales">{t('heading')}</h2>
      <p className={styles.hint}>{t('intro')}</p>
      {sales.error ? <p className="alert">{t('loadError')}</p> : null}
      {!sales.data && !sales.error ? <p className={styles.hint}>{t('loading')}</p> : null}
      {sales.data && sales.data.capacity === null ? (
        <div className={styles.notice}>
          <p>{t('noCapacity')}</p>
          <Link href="/profile">{t('profileLink')}</Link>
        </div>
      ) : null}
      {sales.data && !sales.data.payoutReady ? (
        <div className={styles.notice} id="ticket-sales-payout">
          <p>{t('payoutNotice')}</p>
          <Link href={{ pathname: '/profile', hash: 'payout' }}>{t('payoutLink')}</Link>
        </div>
      ) : null}
      {sales.data ? (
        <TicketSalesForm
          key={saves}
          sales={sales.data}
          justSaved={saves > 0}
          onSaved={async () => {
            await sales.reload()
            setSaves((count) => count + 1)
          }}
        />
      ) : null}
    </section>
  )
}
