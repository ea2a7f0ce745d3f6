/**
 * `npm run bench -- --payments [--bookings 200] [--fault-rate 0.1]`: money under failure.
 * `--bookings` bookings are confirmed, each paid on the iyzico stand-in's page and posted back,
 * and every other one cancelled by its artist (refunded in full), while `--fault-rate` of the
 * provider calls fail: before each write, with that chance, the stand-in is told to refuse the
 * next call of a random operation before doing anything, or to do it and never answer. Then
 * reconciliation runs until nothing is left open (at most 3 minutes). Reports the time, the p95
 * of each write (the domain functions timed in this process) and the conservation check: for every
 * booking, what the stand-in holds against the ledger, in kuruş. Runs against DATABASE_URL (the
 * embedded database under .data/ when unset) and removes what it made.
 */
import type { Payload } from 'payload'

import { reconcilePayments } from '../../src/server/payments'
import { closePayload, loadPayload } from '../../src/server/platform'
import { cleanupMarket, seedMarket } from '../../tests/helpers/market'
import {
  cleanupPayments,
  confirmedBooking,
  conservationGaps,
  payments,
  payOnStandIn,
  personPayout,
  standInFault,
  standInTotals,
  useStandIn as startPaymentsStandIn,
} from '../../tests/helpers/payments'
import { numberFlag } from './flag'
import { percentile } from './percentile'
import { runToEnd } from './runToEnd'

const OPS = ['initialize', 'retrieve', 'refund', 'approve', 'updateItem'] as const
const MODES = ['errorBeforeWork', 'timeoutAfterWork'] as const
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!

async function openWork(payload: Payload) {
  const ops = await payload.count({
    collection: 'payment-operations',
    where: { state: { not_equals: 'done' } },
  })
  const attempts = await payload.count({
    collection: 'checkout-attempts',
    where: { state: { in: ['opening', 'open', 'ended', 'refunding'] } },
  })
  return ops.totalDocs + attempts.totalDocs
}

/** What is still open after reconciliation gave up: each intent and attempt, for the report. */
async function describeOpenWork(payload: Payload) {
  const ops = await payload.find({
    collection: 'payment-operations',
    where: { state: { not_equals: 'done' } },
    pagination: false,
    depth: 0,
  })
  for (const op of ops.docs)
    console.log(`  open intent ${op.key}: ${op.state}, ${op.tries} tries, ${op.lastError ?? ''}`)
  const attempts = await payload.find({
    collection: 'checkout-attempts',
    where: { state: { in: ['opening', 'open', 'ended', 'refunding'] } },
    pagination: false,
    depth: 0,
  })
  for (const a of attempts.docs)
    console.log(
      `  open attempt ${a.key}: ${a.state}, token ${a.token ? 'yes' : 'no'}, ${a.note ?? ''}`,
    )
}

async function main() {
  const count = numberFlag('bookings', 200)
  const faultRate = numberFlag('fault-rate', 0.1)
  process.env.PAYMENT_PROVIDER_TIMEOUT_MS = '1000'
  const payload = await loadPayload()
  const standIn = await startPaymentsStandIn()
  const f = await seedMarket(payload)
  await payments.putPayout(f.artist.token, personPayout())
  const times: Record<string, number[]> = { pay: [], callback: [], cancel: [], reconcile: [] }
  const timed = async <T>(name: string, work: () => Promise<T>) => {
    if (Math.random() < faultRate)
      await standInFault(standIn, { op: pick(OPS), mode: pick(MODES), count: 1 })
    const started = performance.now()
    const result = await work()
    times[name]!.push(performance.now() - started)
    return result
  }
  const bookings: number[] = []
  let faults = 0
  const began = performance.now()
  try {
    for (let i = 0; i < count; i++) {
      const { bookingId } = await confirmedBooking(payload, f, {
        lira: 500 + i,
        policy: 'moderate',
      })
      bookings.push(bookingId)
      const started = await timed('pay', () => payments.pay(f.organizer.token, bookingId))
      if (started.status !== 200) {
        faults += 1
        continue
      }
      const { checkoutUrl } = started.body.data as { checkoutUrl: string }
      const token = await payOnStandIn(checkoutUrl)
      await timed('callback', () => payments.callback(token))
      if (i % 2 === 1)
        await timed('cancel', () => payments.cancel(f.artist.token, bookingId, 'Ill'))
    }
    const writesDone = performance.now()
    const deadline = Date.now() + 3 * 60_000
    while ((await openWork(payload)) > 0 && Date.now() < deadline)
      await timed('reconcile', () => reconcilePayments(payload))
    const left = await openWork(payload)
    if (left) await describeOpenWork(payload)
    const gaps = await conservationGaps(payload, standIn, bookings)
    const totals = await standInTotals(standIn)
    const p95 = (name: string) =>
      times[name]!.length ? percentile(times[name]!, 95).toFixed(0) : '-'
    console.log(
      `\nPayments under failure: ${count} bookings, ${faultRate * 100} % of calls faulted`,
    )
    console.log(
      `  writes: ${((writesDone - began) / 1000).toFixed(1)} s; reconciled in ${((performance.now() - writesDone) / 1000).toFixed(1)} s (${times.reconcile!.length} runs); left open: ${left}`,
    )
    console.log(
      `  p95 ms: pay ${p95('pay')}, callback ${p95('callback')}, cancel ${p95('cancel')}, reconcile ${p95('reconcile')}`,
    )
    console.log(`  checkout refused by a fault (organizer asked to retry): ${faults}`)
    console.log(
      `  provider: captured ${totals.captured}, refunded ${totals.refunded}, released ${totals.released} kuruş`,
    )
    console.log(`  conservation: ${gaps.length === 0 ? '0 kuruş difference' : gaps.join('; ')}`)
    if (gaps.length || left) process.exitCode = 1
  } finally {
    await cleanupPayments(
      payload,
      Object.values(f).map((a) => a.user.id),
    )
    await cleanupMarket(payload, f)
    await standIn.stop()
    await closePayload(payload)
  }
}

runToEnd(main)
