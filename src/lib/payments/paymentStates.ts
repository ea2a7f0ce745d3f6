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
  'strayRefunded',
] as const
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number]

/**
 * Where a booking's payment stands: `due` until a checkout pays it, `paid` while the provider
 * holds the money, `held` while an admin decides a reported problem, then settled as `released`
 * (all to the artist), `refunded` (all back) or `partlyRefunded` (a split).
 */
export const PAYMENT_STATUSES = [
  'due',
  'paid',
  'held',
  'released',
  'refunded',
  'partlyRefunded',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

const SETTLED = ['released', 'refunded', 'partlyRefunded'] as const

/** Every status change a payment may make; any other is refused. */
const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  due: ['paid'],
  paid: ['held', ...SETTLED],
  held: SETTLED,
  released: [],
  refunded: [],
  partlyRefunded: [],
}

/** Whether a payment may move from `from` to `to`. */
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus) =>
  PAYMENT_TRANSITIONS[from].includes(to)

/** The status a settlement leaves: all kept for the artist, none, or a split. */
export const settledStatus = (kept: number, amount: number): PaymentStatus =>
  kept >= amount ? 'released' : kept <= 0 ? 'refunded' : 'partlyRefunded'

/** A booking's payment as the rules below read it: absent when payments are off or none is owed. */
type BookingPayment = PaymentStatus | 'unpaid' | null | undefined

/**
 * Whether a booking's terms may change: only before money moved. Paid terms change only through
 * a cancellation both parties see. The server refuses by this rule; the screens offer by it.
 */
export const termsMayChange = (status: BookingPayment) =>
  !status || status === 'unpaid' || status === 'due'

/**
 * Whether a party may cancel a booking: not while an admin decides a reported problem (`held`),
 * nor once the money is settled (paid out or refunded). The server refuses by this rule; the
 * screens offer by it.
 */
export const bookingMayBeCancelled = (status: BookingPayment) =>
  termsMayChange(status) || status === 'paid'
