import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { paymentSubject } from './postMovement'

type Balances = {
  /** Kuruş charged to the organizer's card for the booking. */
  charged: number
  /** Kuruş paid out to the artist (after commission). */
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
export async function paymentBalances(
  payload: Payload,
  paymentId: number,
  req?: PayloadRequest,
): Promise<Balances> {
  // The ledger is closed to requests; the caller decided the reader may see this payment.
  const { docs } = await payload.find({
    collection: 'ledger-entries',
    where: { payment: { equals: paymentId } },
    pagination: false,
    overrideAccess: true,
    depth: 0,
    req,
  })
  const own = `${paymentSubject(paymentId)}:`
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
    refunded: sum(true, 'organizer', 'refund'),
    held: sum(true, 'escrow'),
    stray: { charged: sum(false, 'escrow', 'charge'), refunded: sum(false, 'organizer', 'refund') },
  }
}
