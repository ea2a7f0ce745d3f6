import 'server-only'

/*
 * Payments: the organizer pays a booking's fixed fee through the payment provider, the money is
 * held until after the gig, then released to the artist or refunded by the terms' cancellation
 * policy. Amounts are integer kuruş; every movement is a balanced pair in the append-only ledger;
 * every checkout page is its own attempt, decided by asking the provider; every provider call that
 * moves money is recorded as an intent before it is made, outside any lock, and an intent left
 * without a result is resolved by asking the provider; payment rows change only under the locks
 * gig → booking → payment, taken in that one order. A fan's ticket order is paid through the same
 * pages, provider and ledger (orders/), its tickets' side passed in by the tickets context as an
 * `OrderSettlement`. The provider sits behind one port (domain/paymentProvider.ts) with the
 * iyzico adapter as its implementation.
 */

// Reads
export { paymentView, type PaymentView } from './view/paymentView'
export { paymentStatementPdf } from './view/paymentStatementPdf'
export { moneySummary, type MoneySummary } from './view/moneySummary'
export { getPayout, hasPayoutDetails, type PayoutView } from './payout/payoutDetails'
export { paymentSettings } from './settings'
export { iyzicoProvider } from './iyzico/iyzicoProvider'
export { paymentBalances } from './ledger/paymentBalances'
export { venuePaymentRecord, type PaymentRecord } from './view/venuePaymentRecord'
export { commissionStatementPdf } from './statements/commissionStatementPdf'
export { withholdingQuery, withholdingReport } from './statements/withholdingReport'
export { bookingContractView, type BookingContractView } from './contract/bookingContract'
export {
  contractInEveryLanguage,
  contractView,
  type ContractView,
} from './contract/contractDocuments'

// Commands
export { savePayout } from './payout/payoutDetails'
export { startCheckout, checkoutSchema } from './checkout/startCheckout'
export { completeCheckout } from './checkout/completeCheckout'
export { notifyCheckout, checkoutNotificationSchema } from './checkout/notifyCheckout'
export { cancelBooking } from './settle/cancelPaidBooking'
export { reportProblem, problemSchema } from './settle/reportProblem'
export { decideHeldPayment, decisionSchema } from './settle/decideHeldPayment'
export { proposeTerms, confirmTerms } from './terms/termsWithPayment'
export { startOrderCheckout } from './orders/startOrderCheckout'
export { endOrderAttempts } from './orders/endOrderAttempts'
export { recordOrderRefund } from './orders/recordOrderRefund'
export { runOperations as runPaymentOperations } from './operations/runOperations'
export type { OrderSettlement, OrderStrayReason } from './domain/orderSettlement'
export type { OrderPayouts } from './domain/orderPayouts'

// The worker's tasks
export { releaseDuePayments } from './settle/releaseDuePayments'
export { releaseDueOrders } from './orders/releaseDueOrders'
export { cancelGig, settleCancelledBookings } from './settle/settleCancelledBookings'
export { remindUnpaid, cancelUnpaid } from './jobs/duePayments'
export { reconcilePayments } from './jobs/reconcilePayments'
export { mailContract } from './contract/mailContract'
