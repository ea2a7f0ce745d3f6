/**
 * Why the site itself cancelled a booking, stored as a key and shown in the reader's language
 * (`Bookings.cancelledFor.*`); a reason a party wrote is kept as their text.
 */
export type CancelledFor = 'gigCancelled' | 'accountDeleted' | 'unpaid'
