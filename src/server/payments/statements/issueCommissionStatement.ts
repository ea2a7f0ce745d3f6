import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Payment } from '@/payload-types'
import { idOf } from '@/server/market'
import { lockName } from '@/server/platform'

import { findRow } from '../payout/payoutRow'

/**
 * Numbers the commission statement of a released payment, in the caller's transaction (the one
 * that books the commission): under one named lock, taken last, the next number is the highest
 * so far plus one, so a rolled-back release takes no number and numbers never skip. Once per
 * payment.
 */
export async function issueCommissionStatement(req: PayloadRequest, payment: Payment) {
  await lockName(req, 'commission-statement-number')
  const { payload } = req
  const existing = await payload.count({
    collection: 'commission-statements',
    where: { payment: { equals: payment.id } },
    overrideAccess: true,
    req,
  })
  if (existing.totalDocs) return
  const { docs } = await payload.find({
    collection: 'commission-statements',
    sort: '-number',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const payeeKey = payment.provider?.payeeKey
  const row = payeeKey ? await findRow(payload, { payeeKey }, req) : null
  // The statements are the server's own record, closed to requests.
  await payload.create({
    collection: 'commission-statements',
    data: {
      number: (docs[0]?.number ?? 0) + 1,
      payment: payment.id,
      payee: row ? idOf(row.user) : 0,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
