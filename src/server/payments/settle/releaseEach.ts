import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/server/platform'

import { runOperations } from '../operations/runOperations'
import { payoutBlocked } from '../payout/payoutBlock'

type Release<T> = {
  /** The payee's provider key: a payee whose payout details are incomplete is not paid yet. */
  payeeKey: (item: T) => Promise<string | null | undefined>
  /** Under the item's locks, in one transaction: the intents recorded, or null when not due. */
  decide: (req: PayloadRequest, item: T) => Promise<number[] | null>
}

/**
 * The release sweep a booking's payment and a ticket order share: for each due item, a payee
 * whose payout details are incomplete is skipped (the money stays held, no provider is called,
 * a later run pays it once they are complete); otherwise the release is decided under the item's
 * locks and recorded as intents, and the provider is called after the commit, outside any lock.
 * Answers the items released.
 */
export async function releaseEach<T>(payload: Payload, items: T[], release: Release<T>) {
  const released: T[] = []
  for (const item of items) {
    if (await payoutBlocked(payload, await release.payeeKey(item))) continue
    const operations = await inTransaction(payload, null, (req) => release.decide(req, item))
    if (!operations) continue
    await runOperations(payload, operations)
    released.push(item)
  }
  return released
}
