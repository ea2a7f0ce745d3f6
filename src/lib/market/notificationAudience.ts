import type { Role } from '@/lib/roles'

import type { NotificationType } from './notificationTypes'

/**
 * Who receives each kind of notice, for /profil's email switches: a role sees the types it can
 * get. A type missing here (a new one) is shown to every role until it is placed.
 */
const NOTIFICATION_AUDIENCE: Partial<Record<NotificationType, readonly Role[]>> = {
  applicationReceived: ['organizer'],
  invitationReceived: ['artist'],
  accepted: ['artist', 'organizer'],
  declined: ['artist', 'organizer'],
  withdrawn: ['artist', 'organizer'],
  bookingCancelled: ['artist', 'organizer'],
  newMessage: ['artist', 'organizer'],
  artistBooked: ['fan', 'artist', 'organizer'],
  applicationExpired: ['artist'],
  termsProposed: ['artist'],
  termsConfirmed: ['organizer'],
  termsChangeRequested: ['organizer'],
  gigMoved: ['artist'],
  showReminder: ['fan', 'artist', 'organizer'],
  showCancelled: ['fan', 'artist', 'organizer'],
  reviewReceived: ['artist', 'organizer'],
  paymentReceived: ['artist'],
  paymentReminder: ['organizer'],
  paymentReleased: ['artist'],
  paymentRefunded: ['organizer'],
  strayPaymentRefunded: ['organizer'],
  unpaidCancelled: ['artist', 'organizer'],
  paymentDecided: ['artist', 'organizer'],
  paymentHeld: ['artist'],
  // Marketing: its mail follows the on-sale opt-in beside the home city, not a switch here.
  ticketsOnSale: [],
  ticketsRefunded: ['fan', 'artist', 'organizer'],
  ticketShowMoved: ['fan', 'artist', 'organizer'],
  showTicketsRefunded: ['organizer'],
  givenTicketRefunded: ['fan', 'artist', 'organizer'],
}

/** Whether `role` can receive notices of `type` (an admin sees them all). */
export const receives = (role: Role, type: NotificationType) =>
  role === 'admin' || (NOTIFICATION_AUDIENCE[type]?.includes(role) ?? true)
