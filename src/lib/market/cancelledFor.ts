/**
 * Why the site itself cancelled a booking, stored as a key and shown in the reader's language
 * (`Bookings.cancelledFor.*`); a reason a party wrote is kept as their text.
 */
export const CANCELLED_FOR = ['gigCancelled', 'accountDeleted'] as const
export type CancelledFor = (typeof CANCELLED_FOR)[number]
