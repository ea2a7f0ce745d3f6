import 'server-only'

import type { PayloadRequest } from 'payload'

import { LEDGER_FLOWS, type LedgerAccount, type LedgerKind } from '@/lib/payments/ledger'

/**
 * Whose money a movement moves: the booking's payment itself (`payment-12`), or a checkout
 * attempt whose money never became the booking's (`attempt-40`, charged then refunded).
 */
export const paymentSubject = (paymentId: number) => `payment-${paymentId}`
export const attemptSubject = (attemptId: number) => `attempt-${attemptId}`
export const orderSubject = (orderId: number) => `order-${orderId}`

/**
 * A movement's name: one per subject and kind (a payment is charged, released… once), and for a
 * kind that happens more than once (a ticket order's partial refunds) one per `part`.
 */
const movementOf = (subject: string, kind: LedgerKind, part?: string) =>
  part ? `${subject}:${kind}:${part}` : `${subject}:${kind}`

/**
 * Books `amount` kuruş of `kind` for the payment as an entry pair in the caller's transaction:
 * minus on the account it leaves, plus on the one it reaches, so every movement sums to zero.
 * The ledger is the server's own record, written with full access; a second booking of the same
 * movement fails on the unique index.
 */
export async function postMovement(
  req: PayloadRequest,
  paymentId: number,
  kind: LedgerKind,
  amount: number,
  subject = paymentSubject(paymentId),
): Promise<void> {
  const { from, to } = LEDGER_FLOWS[kind]
  await postPair(req, { payment: paymentId }, movementOf(subject, kind), kind, [from, to], amount)
}

/**
 * Books a ticket order's money as an entry pair under `order` (the booking's `payment` left
 * empty): its `charge` from the buyer's card into escrow or a `refund` back to it; on release,
 * the venue's share to the payee's account (`artist`, the ledger's account of whoever is paid
 * out), the fees to the platform (`commission`) and the withholding to its account. `subject` is
 * the order itself, or the attempt whose money never became the order's; `part` names one of an
 * order's several refunds (the intent's key).
 */
export async function postOrderMovement(
  req: PayloadRequest,
  orderId: number,
  kind: LedgerKind,
  amount: number,
  subject = orderSubject(orderId),
  part?: string,
): Promise<void> {
  const { from, to } = ORDER_FLOWS[kind] ?? LEDGER_FLOWS[kind]
  const movement = movementOf(subject, kind, part)
  await postPair(req, { order: orderId }, movement, kind, [from, to], amount)
}

/** An order's card is the buyer's, not an organizer's: its charge and refund flows. */
const ORDER_FLOWS: Partial<Record<LedgerKind, { from: LedgerAccount; to: LedgerAccount }>> = {
  charge: { from: 'buyer', to: 'escrow' },
  refund: { from: 'escrow', to: 'buyer' },
}

/**
 * One movement's entry pair, under a booking's payment or a ticket order: `amount` leaves `from`
 * and reaches `to`. Nothing for an amount that is not a positive whole number of kuruş.
 */
async function postPair(
  req: PayloadRequest,
  owner: { payment: number } | { order: number },
  movement: string,
  kind: LedgerKind,
  [from, to]: readonly [LedgerAccount, LedgerAccount],
  amount: number,
): Promise<void> {
  if (!Number.isInteger(amount) || amount <= 0) return
  for (const [account, signed] of [
    [from, -amount],
    [to, amount],
  ] as const)
    await req.payload.create({
      collection: 'ledger-entries',
      data: { ...owner, movement, kind, account, amount: signed },
      overrideAccess: true,
      depth: 0,
      req,
    })
}
