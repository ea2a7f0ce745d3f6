import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

type Balances = {
  /** Kuruş charged to the organizer's card. */
  charged: number
  /** Kuruş paid out to the artist (after commission). */
  released: number
  commission: number
  refunded: number
  /** Kuruş still held by the provider for this payment. */
  held: number
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
  const sum = (account: string, kind?: string) =>
    docs
      .filter((e) => e.account === account && (!kind || e.kind === kind))
      .reduce((total, e) => total + e.amount, 0)
  return {
    charged: sum('escrow', 'charge'),
    released: sum('artist'),
    commission: sum('platform'),
    refunded: sum('organizer', 'refund'),
    held: sum('escrow'),
  }
}
