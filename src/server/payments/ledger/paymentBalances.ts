import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { orderSubject, paymentSubject } from './postMovement'

export type Balances = {
  /** Kuruş charged to the payer's card (the organizer's for a booking, the buyer's for an order). */
  charged: number
  /** Kuruş paid out to the payee, the artist or the venue (after commission). */
  released: number
  commission: number
  /** Kuruş of tax withheld from the artist's share, owed to the tax office. */
  withholding: number
  refunded: number
  /** Kuruş still held by the provider for this payment. */
  held: number
  /**
   * Kuruş captured on checkout pages whose money never became the booking's (a page opened for
   * older terms, a second page, a page paid after a cancel), and how much of it was given back.
   */
  stray: { charged: number; refunded: number }
}

/** A payment's balances, summed from its ledger entries (no amount is stored anywhere else). */
export const paymentBalances = (payload: Payload, paymentId: number, req?: PayloadRequest) =>
  ledgerBalances(payload, { payment: paymentId }, paymentSubject(paymentId), 'organizer', req)

/** A ticket order's balances, the same way: its money is the buyer's card's, not an organizer's. */
export const orderBalances = (payload: Payload, orderId: number) =>
  ledgerBalances(payload, { order: orderId }, orderSubject(orderId), 'buyer')

/**
 * The balances of the entries under a booking's `payment` or a ticket `order`: its own movements
 * (`subject`) and, apart, those of pages whose money never became its own.
 */
async function ledgerBalances(
  payload: Payload,
  owner: { payment: number } | { order: number },
  subject: string,
  payer: 'organizer' | 'buyer',
  req?: PayloadRequest,
): Promise<Balances> {
  const [field, id] = Object.entries(owner)[0]!
  // The ledger is closed to requests; the caller decided the reader may see this money.
  const { docs } = await payload.find({
    collection: 'ledger-entries',
    where: { [field]: { equals: id } },
    pagination: false,
    overrideAccess: true,
    depth: 0,
    req,
  })
  const own = `${subject}:`
  const sum = (mine: boolean, account: string, kind?: string) =>
    docs
      .filter((e) => e.movement.startsWith(own) === mine)
      .filter((e) => e.account === account && (!kind || e.kind === kind))
      .reduce((total, e) => total + e.amount, 0)
  return {
    charged: sum(true, 'escrow', 'charge'),
    released: sum(true, 'artist'),
    commission: sum(true, 'platform'),
    withholding: sum(true, 'withholding'),
    refunded: sum(true, payer, 'refund'),
    held: sum(true, 'escrow'),
    stray: { charged: sum(false, 'escrow', 'charge'), refunded: sum(false, payer, 'refund') },
  }
}
