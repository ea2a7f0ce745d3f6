import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { csvLine } from '@/lib/csvLine'
import { idOf } from '@/server/market'

import { findRow, openRow } from '../payout/payoutRow'

/** `month` as YYYY-MM, and optionally one payee's user id. */
export const withholdingQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Payments.withholding.errors.month'),
  payee: z.coerce.number().int().positive().optional(),
})

/** Kuruş as the accountant's lira with two decimals ("1234.05"), without floating point. */
const lira = (kurus: number) =>
  `${kurus < 0 ? '-' : ''}${Math.trunc(Math.abs(kurus) / 100)}.${String(Math.abs(kurus) % 100).padStart(2, '0')}`

const HEADER = [
  'month',
  'payee_user_id',
  'legal_name',
  'payee_type',
  'tax_status',
  'identity_number',
  'tax_office',
  'tax_number',
  'payouts',
  'gross_try',
  'commission_try',
  'withholding_try',
  'net_try',
]

/**
 * The month's e-commerce withholding, one line per payee, for the accountant's withholding return
 * (muhtasar): each payee's identity, the payouts released in the month (Istanbul time) and their
 * gross, Sahne's commission, the tax withheld and the net, summed from the ledger. A CSV with a
 * byte-order mark, so spreadsheet programs read its Turkish letters. Admins only (the caller
 * checks).
 */
export async function withholdingReport(
  payload: Payload,
  { month, payee }: z.infer<typeof withholdingQuery>,
): Promise<string> {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`
  // Turkey keeps UTC+3 all year.
  const from = new Date(`${month}-01T00:00:00+03:00`).toISOString()
  const to = new Date(`${next}-01T00:00:00+03:00`).toISOString()
  const { docs: entries } = await payload.find({
    collection: 'ledger-entries',
    where: {
      and: [
        { kind: { in: ['release', 'commission', 'withholding'] } },
        { account: { in: ['artist', 'platform', 'withholding'] } },
        { createdAt: { greater_than_equal: from } },
        { createdAt: { less_than: to } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  // Payouts are bookings' (a ticket order's entries carry `order`, and no release yet).
  const paymentIds = [...new Set(entries.flatMap((e) => (e.payment ? [e.payment] : [])))]
  const { docs: payments } = paymentIds.length
    ? await payload.find({
        collection: 'payments',
        where: { id: { in: paymentIds } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const lines = new Map<
    string,
    { payments: Set<number>; artist: number; platform: number; withholding: number }
  >()
  for (const entry of entries) {
    const key = payments.find((p) => p.id === entry.payment)?.provider?.payeeKey
    if (!key || !entry.payment) continue
    const line = lines.get(key) ?? { payments: new Set(), artist: 0, platform: 0, withholding: 0 }
    line.payments.add(entry.payment)
    line[entry.account as 'artist' | 'platform' | 'withholding'] += entry.amount
    lines.set(key, line)
  }
  const rows: (string | number)[][] = []
  for (const [payeeKey, line] of lines) {
    const row = await findRow(payload, { payeeKey })
    if (!row) continue
    const user = idOf(row.user)
    if (payee && user !== payee) continue
    const details = openRow(row)
    rows.push([
      month,
      user,
      details.legalName ?? '',
      details.payeeType,
      details.taxStatus ?? '',
      details.identityNumber ?? '',
      details.taxOffice ?? '',
      details.taxNumber ?? '',
      line.payments.size,
      lira(line.artist + line.platform + line.withholding),
      lira(line.platform),
      lira(line.withholding),
      lira(line.artist),
    ])
  }
  rows.sort((a, b) => Number(a[1]) - Number(b[1]))
  return `\uFEFF${[HEADER, ...rows].map(csvLine).join('\r\n')}\r\n`
}
