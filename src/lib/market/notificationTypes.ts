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
  'gigMoved',
  'showReminder',
  'showCancelled',
  'reviewReceived',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
