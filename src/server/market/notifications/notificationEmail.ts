import 'server-only'

import { localizedPath } from '@/i18n/localizedPath'
import type { Locale } from '@/i18n/locales'
import { BOOKING_REVIEWS_ANCHOR } from '@/lib/market/reviewScores'
import { siteUrl } from '@/lib/seo/siteUrl'

import { renderEmail } from '../../outreach'
import type { EmailMessage } from '../../outreach'
import { isMessageKey, translate, type MessageKey } from '../../platform'
import type { NoticeFacts } from './noticeFacts'
import { noticeFactRows } from './noticeFactRows'
import type { NotificationInput } from './notificationInput'
import type { NotificationType } from '../../../lib/market/notificationTypes'

/** Notices about a show, which fans get: they lead to the show's page and never name a fee. */
const SHOW_NOTICES: NotificationType[] = [
  'artistBooked',
  'showReminder',
  'showCancelled',
  'ticketsOnSale',
  'ticketsRefunded',
  'ticketShowMoved',
  'givenTicketRefunded',
]

/** A cancelled show's venue told of its refunds: it leads to the venue's gig page, naming no fee. */
const VENUE_REFUNDS: NotificationType = 'showTicketsRefunded'

/** Notices to a show's ticket holders: their mail leads to "My tickets", where the refund is. */
const TICKET_NOTICES: NotificationType[] = ['ticketsRefunded', 'ticketShowMoved']

type Part = 'subject' | 'heading' | 'body' | 'action'

/** A type's own mail text; a type without one yet falls back to its in-app text. */
function mailText(locale: Locale, notice: NotificationInput, part: Part): string {
  const key = `NotificationMail.${notice.type}.${part}`
  if (isMessageKey(key)) return translate(locale, key, notice.values)
  const fallback: Record<Part, MessageKey> = {
    subject: `Notifications.types.${notice.type}`,
    heading: `Notifications.types.${notice.type}`,
    body: 'NotificationMail.generic.body',
    action: 'NotificationMail.generic.action',
  }
  return translate(locale, fallback[part], notice.values)
}

/** The exact item: the show's page for fans, the booking's confirmation once terms stand, else the thread. */
function itemPath(locale: Locale, notice: NotificationInput, facts: NoticeFacts | null): string {
  if (TICKET_NOTICES.includes(notice.type)) return localizedPath(locale, '/tickets')
  if (notice.type === VENUE_REFUNDS && notice.gig)
    return localizedPath(locale, '/gigs/[id]', { id: notice.gig })
  if (notice.type === 'reviewReceived' && notice.application)
    return `${localizedPath(locale, '/dashboard/applications/[id]', { id: notice.application })}#${BOOKING_REVIEWS_ANCHOR}`
  if (notice.type === 'artistBooked' && (notice.gig ?? facts?.gig.id))
    return localizedPath(locale, '/shows/[id]', { id: (notice.gig ?? facts?.gig.id)! })
  if (notice.type === 'termsConfirmed' && facts?.booking)
    return localizedPath(locale, '/dashboard/bookings/[id]/confirmation', {
      id: facts.booking.id,
    })
  if (notice.application)
    return localizedPath(locale, '/dashboard/applications/[id]', { id: notice.application })
  if (notice.gig) return localizedPath(locale, '/shows/[id]', { id: notice.gig })
  return localizedPath(locale, '/dashboard')
}

/** A message's first line, as the mail quotes it. */
const firstLine = (text: string) => {
  const line = text.trim().split(/\r?\n/)[0]?.trim() ?? ''
  return line.length > 200 ? `${line.slice(0, 199)}…` : line
}

/**
 * The email twin of a notification, in the recipient's language: words that fit the event, the
 * gig's facts, a button to the exact item, and the footer's notification-settings link.
 */
export function notificationEmail(
  to: string,
  locale: Locale,
  notice: NotificationInput,
  facts: NoticeFacts | null = null,
): EmailMessage {
  const quote = notice.excerpt ? firstLine(notice.excerpt) : ''
  return renderEmail(to, {
    locale,
    subject: `Sahne: ${mailText(locale, notice, 'subject')}`,
    heading: mailText(locale, notice, 'heading'),
    paragraphs: [...(quote ? [`“${quote}”`] : []), mailText(locale, notice, 'body')],
    facts: facts
      ? noticeFactRows(locale, facts, {
          withFee: !SHOW_NOTICES.includes(notice.type) && notice.type !== VENUE_REFUNDS,
        })
      : undefined,
    action: {
      label: mailText(locale, notice, 'action'),
      url: `${siteUrl()}${itemPath(locale, notice, facts)}`,
    },
    footer: { kind: 'account' },
  })
}
