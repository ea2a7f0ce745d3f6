import 'server-only'

import type { PayloadRequest } from 'payload'

import { LEDGER_FLOWS, type LedgerKind } from '@/lib/payments/ledger'

/** A movement's name: one per payment and kind (a payment is charged, released… once). */
const movementOf = (paymentId: number, kind: LedgerKind) => `payment-${paymentId}:${kind}`

/** Whether the movement is already booked (the caller holds the booking's lock). */
export async function hasMovement(req: PayloadRequest, paymentId: number, kind: LedgerKind) {
  const { totalDocs } = await req.payload.count({
    collection: 'ledger-entries',
    where: { movement: { equals: movementOf(paymentId, kind) } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

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
): Promise<void> {
  if (!Number.isInteger(amount) || amount <= 0) return
  const { from, to } = LEDGER_FLOWS[kind]
  const movement = movementOf(paymentId, kind)
  for (const [account, signed] of [
    [from, -amount],
    [to, amount],
  ] as const)
    await req.payload.create({
      collection: 'ledger-entries',
      data: { payment: paymentId, movement, kind, account, amount: signed },
      overrideAccess: true,
      depth: 0,
      req,
    })
}
