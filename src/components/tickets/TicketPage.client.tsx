'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { DownloadButton } from '@/components/files/DownloadButton.client'
import { useMoney } from '@/components/i18n/useMoney'
import { Link, useRouter } from '@/i18n/navigation'
import { mapHref } from '@/lib/market/mapHref'
import type { MyTicketPage } from '@/server/tickets'

import styles from './TicketPage.module.css'
import list from './MyTickets.module.css'
import { RefundTicket } from './RefundTicket.client'
import { ShowWhenWhere } from './ShowWhenWhere.client'
import { TicketQr } from './TicketQr'
import { TicketTransfer } from './TicketTransfer.client'

/** What became of the ticket, in words: valid, used at a time, sent to an address, refunded. */
function useStatusText() {
  const t = useTranslations('TicketPage')
  const format = useFormatter()
  const money = useMoney()
  return (ticket: MyTicketPage) => {
    if (ticket.pendingTransfer) return t('status.sent', { email: ticket.pendingTransfer.toEmail })
    if (ticket.status === 'used' && ticket.usedAt)
      return t('status.usedAt', {
        time: format.dateTime(new Date(ticket.usedAt), { dateStyle: 'long', timeStyle: 'short' }),
      })
    if (ticket.status === 'refunded' && ticket.refunded)
      return t('status.refundedAmount', { amount: money(ticket.refunded) })
    return t(`status.${ticket.status}`)
  }
}

/**
 * A ticket's own page for its holder: the show (lineup, venue with its address and map, date and
 * time in Istanbul time), the type, the holder's name, the QR code large, the status, the show's
 * .ics, the ticket's PDF, and giving it away or back where that is allowed.
 */
export function TicketPage({ ticketId }: { ticketId: number }) {
  const t = useTranslations('TicketPage')
  const tMine = useTranslations('MyTickets')
  const tTransfer = useTranslations('TicketTransfer')
  const locale = useLocale()
  const router = useRouter()
  const statusText = useStatusText()
  const answer = useApi<MyTicketPage>(`/api/tickets/${ticketId}`)
  const ticket = answer.data
  const back = (
    <Link className={styles.back} href="/tickets">
      {t('back')}
    </Link>
  )
  if (!ticket)
    return (
      <div className={styles.page}>
        {back}
        {answer.error ? (
          <div className={`card ${styles.missing}`}>
            <h1>{t('notFoundTitle')}</h1>
            <p>{answer.error.status === 404 ? t('notFound') : answer.error.message}</p>
          </div>
        ) : (
          <p aria-busy="true">{t('loading')}</p>
        )}
      </div>
    )
  const { show } = ticket
  const address = show.venue?.address
  const upcoming = show.date >= new Date().toISOString()
  const valid = ticket.status === 'sold' && Boolean(ticket.code)
  return (
    <div className={styles.page}>
      {back}
      <article className={`card ${styles.ticket}`} aria-labelledby="ticket-show">
        <header className={styles.head}>
          <h1 id="ticket-show">
            <Link href={{ pathname: '/shows/[id]', params: { id: String(show.id) } }}>
              {show.title}
            </Link>
          </h1>
          {show.lineup.length ? (
            <p className={styles.lineup}>{t('lineup', { names: show.lineup.join(', ') })}</p>
          ) : null}
          <ShowWhenWhere date={show.date} city={show.city} venue={show.venue} />
        </header>
        <dl className={styles.facts}>
          <div>
            <dt>{t('type')}</dt>
            <dd>{ticket.type.name}</dd>
          </div>
          <div>
            <dt>{t('holder')}</dt>
            <dd>{ticket.holder}</dd>
          </div>
          <div>
            <dt>{t('statusLabel')}</dt>
            <dd data-status={ticket.pendingTransfer ? 'sent' : ticket.status} role="status">
              {statusText(ticket)}
            </dd>
          </div>
        </dl>
        {show.cancelled ? (
          <p className={list.outcome} data-tone="bad">
            {t('cancelled')}
          </p>
        ) : null}
        {ticket.qr && ticket.code ? (
          <div className={styles.code}>
            <TicketQr code={ticket.code} qr={ticket.qr} large />
            {valid ? <p className={list.note}>{t('qrHint')}</p> : null}
          </div>
        ) : null}
        {show.cancelled ? null : (
          <div className={list.links}>
            {address && show.city ? (
              <a href={mapHref(address, show.city)} rel="noopener noreferrer" target="_blank">
                {tMine('map')}
              </a>
            ) : null}
            <a href={`/api/gigs/${show.id}/calendar?locale=${locale}`} download>
              {tMine('addToCalendar')}
            </a>
            {valid ? (
              <DownloadButton
                href={`/api/tickets/${ticket.id}/pdf`}
                fileName={`sahne-${show.id}-${ticket.id}.pdf`}
                className="link-button"
                busyLabel={tTransfer('pdfBusy')}
              >
                {tTransfer('pdfDownload')}
              </DownloadButton>
            ) : null}
          </div>
        )}
        {upcoming && !show.cancelled ? (
          <TicketTransfer ticket={ticket} onGiven={() => router.push('/tickets')} />
        ) : null}
        {ticket.refundUntil && ticket.paid ? (
          <RefundTicket
            ticket={{ ...ticket, paid: ticket.paid }}
            onRefunded={() => void answer.reload()}
          />
        ) : null}
      </article>
    </div>
  )
}
