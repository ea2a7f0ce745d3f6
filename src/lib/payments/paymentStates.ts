/** Where a booking's payment stands; `unpaid` (no payment asked) and `due` are before any charge. */
export const PAYMENT_STATUSES = [
  'due',
  'paid',
  'held',
  'released',
  'refunded',
  'partlyRefunded',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** What happened to a payment, as its dated list of events shows it. */
export const PAYMENT_EVENTS = [
  'checkoutStarted',
  'checkoutFailed',
  'paid',
  'reminded',
  'problemReported',
  'released',
  'refunded',
  'decided',
  'cancelledUnpaid',
] as const
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number]
