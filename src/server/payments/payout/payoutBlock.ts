import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { TaxStatus } from '@/lib/payments/payee'

import { findRow, missingOf, openRow } from './payoutRow'

/**
 * Whether a payee's payouts are blocked, and by what: `missing` lists the fields their payout
 * details still lack (all of them when none are saved); empty when a payout may go out.
 * `taxStatus` is the status their withholding is computed for.
 */
type PayoutBlock = { missing: string[]; taxStatus: TaxStatus | null }

export async function payoutBlockOf(
  payload: Payload,
  where: { user: number } | { payeeKey: string },
  req?: PayloadRequest,
): Promise<PayoutBlock> {
  const row = await findRow(payload, where, req)
  if (!row?.sealed) return { missing: ['payoutDetails'], taxStatus: null }
  const details = openRow(row)
  const missing = missingOf(details)
  if (!row.payeeKey) missing.push('registration')
  return { missing, taxStatus: details.taxStatus ?? null }
}

/** Whether the payee registered as `payeeKey` may not be paid yet (no key: blocked). */
export const payoutBlocked = async (payload: Payload, payeeKey: string | null | undefined) =>
  !payeeKey || (await payoutBlockOf(payload, { payeeKey })).missing.length > 0
