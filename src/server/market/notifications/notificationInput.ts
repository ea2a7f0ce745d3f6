import 'server-only'

import type { NotificationType } from '../../../lib/market/notificationTypes'

/** One notice to file: who gets it, of which type, and the names its text shows. */
export type NotificationInput = {
  user: number
  type: NotificationType
  application?: number
  /** The show a fan's notice is about: it and its mail lead to the gig page, not a thread. */
  gig?: number
  /**
   * Names the text shows: `gig` (title), `name` (the other side: artist or venue); a payment's
   * notice also `hours`, the release's delay after the gig's start (`PAYMENT_RELEASE_HOURS`); a
   * ticket holder's `amount` refunded, or a moved show's `from` and `to` (date and place) and the
   * refund window's end `until`, written in the reader's language; a cancelled show's venue
   * the `count` of tickets refunded and their `amount`.
   */
  values: {
    gig: string
    name: string
    hours?: number
    amount?: string
    count?: number
    from?: string
    to?: string
    until?: string
  }
  /** A new message's text: its mail quotes the first line (not stored on the notice). */
  excerpt?: string
}
