'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'

import { DownloadButton } from '@/components/files/DownloadButton.client'
import { useMoney } from '@/components/i18n/useMoney'
import { Link } from '@/i18n/navigation'
import { mapHref } from '@/lib/market/mapHref'
import type { MyTicket } from '@/server/tickets'

import styles from './MyTickets.module.css'
import { RefundTicket } from './RefundTicket.client'
import { ShowWhenWhere } from './ShowWhenWhere.client'
import { TicketQr } from './TicketQr'
import { TicketTransfer } from './TicketTransfer.client'

type Props = { tickets: MyTicket[]; upcoming: boolean; onRefunded: () => void }

/** The latest end among the tickets' open refund windows (a moved show), if any. */
const windowEnd = (tickets: MyTicket[]) =>
  tickets.reduce<string | undefined>(
    (end, ticket) =>
      ticket.refundUntil && (!end || ticket.refundUntil > end) ? ticket.refundUntil : end,
    undefined,
  )

/**
 * One show's card: title, Istanbul date and time, venue and map, calendar, and its tickets. A
 * cancelled show says so with what was refunded; a moved one, until when each ticket may be
 * given back ("Ask for a refund" under each); a refunded ticket, how much came back. An upcoming
 * show's valid tickets can be sent to someone, and printed as a PDF.
 */
export function ShowTickets({ tickets, upcoming, onRefunded }: Props) {
  const t = useTranslations('MyTickets')
  const r = useTranslations('TicketRefund')
  const tTransfer = useTranslations('TicketTransfer')
  const format = useFormatter()
  const money = useMoney()
  const locale = useLocale()
  const { show } = tickets[0]!
  const refunded = tickets.reduce((sum, ticket) => sum + (ticket.refunded ?? 0), 0)
  const movedUntil = show.cancelled ? undefined : windowEnd(tickets)
  const longDate = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' })
  const address = show.venue?.address
  // A held order's end and "Pay" are told once, under its first ticket.
  const payUnder = new Set(
    [...new Map(tickets.map((ticket) => [ticket.order, ticket.id])).values()].filter((id) =>
      tickets.some((ticket) => ticket.id === id && ticket.holdExpiresAt),
    ),
  )
  return (
    <section className={`card ${styles.show}`} aria-labelledby={`my-show-${show.id}`}>
      <header className={styles.head}>
        <h2 id={`my-show-${show.id}`}>
          <Link href={{ pathname: '/shows/[id]', params: { id: String(show.id) } }}>
            {show.title}
          </Link>
        </h2>
        <ShowWhenWhere date={show.date} city={show.city} venue={show.venue} />
        {/* A cancelled show has no way to it and nothing to add to a calendar. */}
        {show.cancelled ? null : (
          <div className={styles.links}>
            {address && show.city ? (
              <a href={mapHref(address, show.city)} rel="noopener noreferrer" target="_blank">
                {t('map')}
              </a>
            ) : null}
            <a href={`/api/gigs/${show.id}/calendar?locale=${locale}`} download>
              {t('addToCalendar')}
            </a>
            {tickets.some((ticket) => ticket.status === 'sold' && ticket.code) ? (
              <DownloadButton
                href={`/api/me/tickets/${show.id}`}
                fileName={`sahne-${show.id}.pdf`}
                className="link-button"
                busyLabel={tTransfer('pdfBusy')}
              >
                {tTransfer('pdfDownload')}
              </DownloadButton>
            ) : null}
          </div>
        )}
        {show.cancelled ? (
          <p className={styles.outcome} data-tone="bad">
            {refunded > 0 ? r('cancelled', { amount: money(refunded) }) : r('cancelledFree')}
          </p>
        ) : movedUntil ? (
          <p className={styles.outcome} data-tone="warn">
            {r('moved', { until: longDate(movedUntil) })}
          </p>
        ) : null}
      </header>
      <ul className={styles.tickets}>
        {tickets.map((ticket) => (
          <li key={ticket.id} className={styles.ticket} data-testid="my-ticket">
            <p className={styles.type}>
              <strong>{ticket.type.name}</strong>
              {ticket.pendingTransfer ? (
                <span className={styles.status} data-status="sent">
                  {tTransfer('sentStatus')}
                </span>
              ) : (
                <span className={styles.status} data-status={ticket.status}>
                  {t(`status.${ticket.status}`)}
                </span>
              )}
            </p>
            {ticket.qr && ticket.code ? <TicketQr code={ticket.code} qr={ticket.qr} /> : null}
            <Link
              className={styles.open}
              href={{ pathname: '/tickets/[id]', params: { id: String(ticket.id) } }}
              aria-label={t('openLabel', { type: ticket.type.name })}
            >
              {t('open')}
            </Link>
            {ticket.status === 'refunded' && ticket.refunded && !show.cancelled ? (
              <p className={styles.outcome} data-tone="good" role="status">
                {r('refundedAmount', { amount: money(ticket.refunded) })}
              </p>
            ) : null}
            {upcoming && !show.cancelled ? <TicketTransfer ticket={ticket} /> : null}
            {ticket.refundUntil && ticket.paid ? (
              <RefundTicket ticket={{ ...ticket, paid: ticket.paid }} onRefunded={onRefunded} />
            ) : null}
            {ticket.holdExpiresAt && payUnder.has(ticket.id) ? (
              <>
                <p className={styles.note}>
                  {t('heldUntil', {
                    time: format.dateTime(new Date(ticket.holdExpiresAt), { timeStyle: 'short' }),
                  })}
                </p>
                <Link
                  className="button small"
                  href={{
                    pathname: '/shows/[id]',
                    params: { id: String(show.id) },
                    query: { order: String(ticket.order) },
                  }}
                >
                  {t('payLink')}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
