import 'server-only'

import type { Payload } from 'payload'

import type { MarketingChannel } from '@/lib/legal/purposes'

import { fail, type Failure } from '../../../platform'
import { applyIysRefusal } from './applyIysRefusal'
import { iysChangeLines, type IysChangeLines } from './iysChangeLines'
import { marketingOnAmong } from './marketingOnAmong'

/** What loading a change file did, address by address, and which lines it did not read. */
export type IysRefusalsReport = {
  /** Addresses refused in the file (an address listed twice counts once, at its latest date). */
  refusals: number
  /** Addresses with at least one channel switched off, and the channels switched off. */
  applied: { addresses: number; channels: number }
  /** Known addresses with nothing on to switch off (already withdrawn, or loaded before). */
  alreadyOff: number
  /** Addresses that opted in again on Sahne after refusing in İYS, and what was kept. */
  newerOptInKept: { recipient: string; channels: MarketingChannel[] }[]
  /** Addresses neither an account nor a subscriber. */
  unknown: number
  notApplied: IysChangeLines['notApplied']
  refused: IysChangeLines['refused']
}

/**
 * Loads İYS's file of consent changes and applies each e-mail refusal (RET) to Sahne's channels
 * (applyIysRefusal), address by address, each in its own transaction; consents given (ONAY) and
 * other channels are counted, not applied: Sahne records opt-ins only through its own forms. A
 * file whose first line is not the export's header is refused whole. Admins only (the caller
 * checks); `ip` is the admin request's address, for the withdrawal records.
 */
export async function loadIysRefusals(
  payload: Payload,
  csv: string,
  ip: string,
): Promise<IysRefusalsReport | Failure<'invalid'>> {
  const lines = iysChangeLines(csv)
  if (!lines) return fail('invalid', 'Legal.iysRefusals.errors.header', { field: 'csv' })
  const report: IysRefusalsReport = {
    refusals: lines.refusals.size,
    applied: { addresses: 0, channels: 0 },
    alreadyOff: 0,
    newerOptInKept: [],
    unknown: 0,
    notApplied: lines.notApplied,
    refused: lines.refused,
  }
  const { known, on } = await marketingOnAmong(payload, [...lines.refusals.keys()])
  for (const [recipient, refusedAt] of lines.refusals) {
    if (!on.has(recipient)) {
      if (known.has(recipient)) report.alreadyOff++
      else report.unknown++
      continue
    }
    // Read again inside its transaction: a channel may have changed since.
    const outcome = await applyIysRefusal(payload, recipient, refusedAt, ip)
    if (!outcome.known) report.unknown++
    else {
      const { switchedOff, kept } = outcome
      if (switchedOff.length > 0) {
        report.applied.addresses++
        report.applied.channels += switchedOff.length
      }
      if (kept.length > 0) report.newerOptInKept.push({ recipient, channels: kept })
      if (switchedOff.length === 0 && kept.length === 0) report.alreadyOff++
    }
  }
  return report
}
