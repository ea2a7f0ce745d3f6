import 'server-only'

import type { ConsentAction, MarketingChannel } from '@/lib/legal/purposes'

/** A marketing record as the export reads it. */
export type MarketingRecord = {
  id: number
  email: string
  purpose: MarketingChannel
  action: ConsentAction
  createdAt: string
}

/** An address's one İYS e-mail consent: given (ONAY) or refused (RET), and since when. */
type IysState = { recipient: string; status: 'ONAY' | 'RET'; since: number }

type Change = { channel: MarketingChannel; given: boolean; at: number; id: number }

/**
 * When each record took effect. A withdrawal and a digest opt-in at once; a newsletter opt-in only
 * once its owner confirmed the address (double opt-in: before that Sahne mails nothing), so at the
 * subscriber's confirmation, and only for the last opt-in before it (an earlier one was confirmed
 * by an earlier link, or never). An opt-in never confirmed is left out.
 */
function changesOf(records: MarketingRecord[], confirmedAt: number | undefined): Change[] {
  const newsletterOptIns = records
    .filter((r) => r.purpose === 'newsletter' && r.action === 'given')
    .map((r) => Date.parse(r.createdAt))
  return records.flatMap((record): Change[] => {
    const at = Date.parse(record.createdAt)
    const change = { channel: record.purpose, id: record.id }
    if (record.action === 'withdrawn') return [{ ...change, given: false, at }]
    if (record.purpose !== 'newsletter') return [{ ...change, given: true, at }]
    if (confirmedAt === undefined || confirmedAt < at) return []
    const confirmedLater = newsletterOptIns.some((other) => other > at && other <= confirmedAt)
    return confirmedLater ? [] : [{ ...change, given: true, at: confirmedAt }]
  })
}

/**
 * Each address's İYS e-mail consent at `until`, from its marketing records (any order). İYS keeps
 * one e-mail consent per address and brand, while Sahne has two channels: the address is ONAY
 * while at least one channel is given, RET once every channel it gave is withdrawn (or when it
 * only ever withdrew). `since` is when that status began, not the last record: a second channel
 * given or one of two withdrawn leaves İYS's consent as it was, and İYS refuses a repeated
 * ONAY or RET.
 */
export function iysConsentStates(
  records: MarketingRecord[],
  confirmedAt: ReadonlyMap<string, number>,
  until: number,
): IysState[] {
  const byAddress = new Map<string, MarketingRecord[]>()
  for (const record of records) {
    const recipient = record.email.trim().toLowerCase()
    if (recipient) byAddress.set(recipient, [...(byAddress.get(recipient) ?? []), record])
  }
  const states: IysState[] = []
  for (const [recipient, own] of byAddress) {
    const changes = changesOf(own, confirmedAt.get(recipient))
      .filter((change) => change.at < until)
      .sort((a, b) => a.at - b.at || a.id - b.id)
    const given = new Set<MarketingChannel>()
    let state = null as IysState | null
    for (const change of changes) {
      if (change.given) given.add(change.channel)
      else given.delete(change.channel)
      const status = given.size > 0 ? 'ONAY' : 'RET'
      if (state?.status !== status) state = { recipient, status, since: change.at }
    }
    if (state) states.push(state)
  }
  return states.sort((a, b) => a.since - b.since || a.recipient.localeCompare(b.recipient))
}
