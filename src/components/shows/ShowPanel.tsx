import { getTranslations } from 'next-intl/server'

import { DoorStaffPanel } from '@/components/door/DoorStaffPanel.client'
import { TicketSalesPanel } from '@/components/tickets/TicketSalesPanel.client'
import { hasStarted } from '@/lib/market/gigRules'
import type { GigDetail } from '@/server/market'

import { GoingButton } from './GoingButton.client'
import { Lineup } from './Lineup'
import { ShowPageLink } from './ShowPageLink.client'
import styles from './Shows.module.css'

/**
 * What a booked gig's page adds: "Going" with the count, tickets, the lineup, and for its venue
 * and artists the way to the show's own page for fans (times and the map, without the call); for
 * its venue, the ticket sales and the door (its screen and its staff).
 */
export async function ShowPanel({ gig, goingCount }: { gig: GigDetail; goingCount: number }) {
  const t = await getTranslations('Shows')
  return (
    <section className={styles.panel} aria-labelledby="show-lineup">
      <div className={styles.panelActions}>
        <GoingButton gigId={gig.id} initialCount={goingCount} started={hasStarted(gig.date)} />
        {gig.ticketUrl ? (
          <a
            className="button secondary"
            href={gig.ticketUrl}
            rel="noopener noreferrer"
            target="_blank"
          >
            {t('ticketsAt')}
          </a>
        ) : null}
      </div>
      <h2 id="show-lineup">{t('lineup')}</h2>
      <Lineup artists={gig.lineup} size={40} />
      <ShowPageLink gigId={gig.id} />
      <TicketSalesPanel gigId={gig.id} />
      <DoorStaffPanel gigId={gig.id} />
    </section>
  )
}
