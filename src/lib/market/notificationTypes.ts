/** What a notification tells its recipient about; each has a catalogue text and an email. */
export const NOTIFICATION_TYPES = [
  'applicationReceived',
  'invitationReceived',
  'accepted',
  'declined',
  'withdrawn',
  'bookingCancelled',
  'newMessage',
  'artistBooked',
  'applicationExpired',
  'termsProposed',
  'termsConfirmed',
  'showReminder',
  'showCancelled',
  'reviewReceived',
  'paymentReceived',
  'paymentReminder',
  'paymentReleased',
  'paymentRefunded',
  'unpaidCancelled',
  'paymentDecided',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
