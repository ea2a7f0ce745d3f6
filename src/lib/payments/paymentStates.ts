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
