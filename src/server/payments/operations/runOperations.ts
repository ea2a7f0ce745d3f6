import 'server-only'

import type { Payload } from 'payload'

import { runOperation } from './runOperation'

/**
 * Runs operations recorded by a committed transaction, one after the other (a refund before the
 * release of the same item). A failure leaves its intent for reconciliation; it never undoes what
 * the transaction decided.
 */
export async function runOperations(payload: Payload, ids: number[]): Promise<void> {
  for (const id of ids) {
    try {
      await runOperation(payload, id)
    } catch (error) {
      payload.logger.error(`[payments] operation ${id} left for reconciliation: ${String(error)}`)
    }
  }
}
