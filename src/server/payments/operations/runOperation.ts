import 'server-only'

import type { Payload } from 'payload'

import type { PaymentOperation } from '@/payload-types'
import { idOf } from '@/server/market'
import { inTransaction, lockRow } from '@/server/platform'

import type { PaymentRecord, ProviderFailure } from '../domain/paymentProvider'
import { payoutBlocked } from '../payout/payoutBlock'
import { activeProvider } from '../provider'
import { recordOperationDone } from './recordOperationDone'

/**
 * Carries out a recorded provider operation, outside any lock: it claims the intent (a runner
 * that dies leaves the claim to lapse), and unless this is its first call it first asks the
 * provider whether the operation already happened (a timeout, a crash or a failed commit after
 * the provider did it): then it only records it. Otherwise it calls the provider with the
 * intent's key and records the answer in a second transaction. A refusal leaves the intent
 * pending for the next reconciliation; no answer leaves it `unknown`, to be asked about, never
 * repeated blindly. Answers the intent's state afterwards.
 */
export async function runOperation(
  payload: Payload,
  operationId: number,
): Promise<PaymentOperation['state'] | null> {
  const active = activeProvider()
  if (!active) return null
  const { provider, settings } = active
  const found = await payload.findByID({
    collection: 'payment-operations',
    id: operationId,
    depth: 0,
    overrideAccess: true,
  })
  // A release to a payee whose payout details are incomplete waits, pending, without a call.
  if (
    found.kind === 'release' &&
    found.state === 'pending' &&
    (await payoutBlocked(payload, found.payeeKey))
  )
    return 'pending'
  const op = await claim(payload, operationId, 2 * settings.timeoutMs + 5_000)
  if (!op) return null
  if (op.state === 'unknown' || (op.tries ?? 0) > 1) {
    const record = await provider.retrievePayment({
      key: `${op.key}-check-${op.tries}`,
      paymentKey: op.checkoutKey,
    })
    if (!record.ok) return release(payload, op, record)
    if (await alreadyDone(payload, op, record)) {
      await recordOperationDone(payload, op.id)
      return 'done'
    }
  }
  const done =
    op.kind === 'refund'
      ? await provider.refund({
          key: op.key,
          itemId: op.itemId,
          amount: op.amount,
          ip: '127.0.0.1',
        })
      : await provider.release({
          key: op.key,
          itemId: op.itemId,
          payeeKey: op.payeeKey ?? '',
          payeeAmount: op.amount,
        })
  if (!done.ok) return release(payload, op, done)
  await recordOperationDone(payload, op.id)
  return 'done'
}

/** Takes the intent for `leaseMs` unless it is done or another runner holds it. */
function claim(payload: Payload, id: number, leaseMs: number) {
  return inTransaction(
    payload,
    null,
    async (req) => {
      await lockRow(req, 'payment_operations', id)
      const op = await payload.findByID({
        collection: 'payment-operations',
        id,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (op.state === 'done') return null
      if (op.claimedUntil && Date.parse(op.claimedUntil) > Date.now()) return null
      // The server's own record of its provider calls.
      return payload.update({
        collection: 'payment-operations',
        id,
        data: {
          claimedUntil: new Date(Date.now() + leaseMs).toISOString(),
          tries: (op.tries ?? 0) + 1,
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
    },
    { keyed: false },
  )
}

/** Gives the claim back with what went wrong: refused (still pending) or unknown. */
async function release(payload: Payload, op: PaymentOperation, failure: ProviderFailure) {
  const state = failure.unknown || op.state === 'unknown' ? 'unknown' : 'pending'
  const lastError = `${failure.code}: ${failure.message}`.slice(0, 500)
  await payload.update({
    collection: 'payment-operations',
    id: op.id,
    data: { state, claimedUntil: null, lastError },
    depth: 0,
    overrideAccess: true,
  })
  // A booking's payment shows it to admins; a ticket order's intent shows it on itself.
  if (op.payment)
    await payload.update({
      collection: 'payments',
      id: idOf(op.payment),
      data: { flagged: `${op.kind} not confirmed yet (${lastError}); reconciliation retries it` },
      depth: 0,
      overrideAccess: true,
    })
  payload.logger.warn(`[payments] ${op.key}: ${state}, ${lastError}`)
  return state
}

/**
 * Whether the provider's record shows the operation done: the item approved for a release; for a
 * refund, more refunded on the item than the refunds already booked for it.
 */
async function alreadyDone(payload: Payload, op: PaymentOperation, record: PaymentRecord) {
  const item = record.items.find((i) => i.itemId === op.itemId)
  if (!item) return false
  if (op.kind === 'release') return item.released
  const { docs } = await payload.find({
    collection: 'payment-operations',
    where: {
      and: [
        { itemId: { equals: op.itemId } },
        { kind: { equals: 'refund' } },
        { state: { equals: 'done' } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const booked = docs.reduce((sum, done) => sum + done.amount, 0)
  return item.refunded - booked >= op.amount
}
