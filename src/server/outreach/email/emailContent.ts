import 'server-only'
import type { Locale } from '../../../i18n/locales'

/** Why the recipient gets the mail, and the link that lets them stop it. */
type EmailFooter =
  | { kind: 'newsletter' | 'digest'; unsubscribeUrl: string }
  | { kind: 'account' }
  /**
   * To an address someone typed, which may have no account: a ticket given to it, or a venue's
   * invitation to its show's door.
   */
  | { kind: 'ticketTransfer' | 'doorInvite' }

/** What one message says, already in the recipient's language; the layout adds the rest. */
export type EmailContent = {
  locale: Locale
  subject: string
  heading: string
  paragraphs: string[]
  /** Label/value rows after the paragraphs (a notice's gig, date, venue, fee). */
  facts?: { label: string; value: string }[]
  action?: { label: string; url: string }
  footer: EmailFooter
}
