import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { User } from '../../../payload-types'
import { isFailure } from '../failure'
import { claimKey, replayedResult } from '../idempotency/keyRecords'
import { postgresOf } from './sqlOf'

/**
 * Runs several Local API calls as `user` (null: the site's own work, such as the clock's sweep)
 * in one transaction: all of them happen or none. A thrown error or a returned domain failure
 * rolls it back. For a write sent with an `Idempotency-Key`, the key is recorded first, in the
 * same transaction: a key already recorded stops the work (`KeyTaken`) before it starts. What the
 * work returns is stored on the key just before the commit; when a repeat answers again a key whose
 * instance died after the commit, the work does not run and that stored result is returned.
 */
export async function inTransaction<T>(
  payload: Payload,
  user: User | null,
  work: (req: PayloadRequest) => Promise<T>,
  /**
   * `keyed: false` for a later step of a keyed write (the result recorded after a provider call
   * the first transaction prepared): the key belongs to the first transaction, and this step is
   * safe to repeat because it re-reads what it acts on.
   */
  { keyed = true }: { keyed?: boolean } = {},
): Promise<T> {
  const replayed = keyed ? replayedResult() : undefined
  if (replayed) return replayed.value as T
  const { result, key } = await transaction(payload, user, async (req) => {
    const key = keyed ? await claimKey(req, user) : null
    const result = await work(req)
    if (isFailure(result)) return { result: { result, key: null }, commit: false }
    await key?.storeResult(result)
    return { result: { result, key }, commit: true }
  })
  key?.committed()
  return result
}

/**
 * Runs `work` as `user` in one transaction, committed or rolled back as `work` says; a thrown
 * error rolls it back.
 */
async function transaction<T>(
  payload: Payload,
  user: User | null,
  work: (req: PayloadRequest) => Promise<{ result: T; commit: boolean }>,
): Promise<T> {
  const req = await createLocalReq(
    { user: user ? { ...user, collection: 'users' } : undefined },
    payload,
  )
  if (!(await initTransaction(req))) throw new Error('A transaction could not be started')
  try {
    const { result, commit } = await work(req)
    if (commit) await commitTransaction(req)
    else await killTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Runs the writes of several requests in one transaction, as the site's own work: the work's
 * statements say whom each write is for, and it claims the requests' keys itself (`claimKeys`).
 * What `work` returns says whether to commit (`commit: false` rolls back, say when every write was
 * refused); a thrown error rolls back.
 */
export const inSharedTransaction = <T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<{ result: T; commit: boolean }>,
): Promise<T> => transaction(payload, null, work)

/**
 * Locks a row of `table` until the transaction of `req` ends (`select … for update`): a second
 * transaction locking it waits, then reads what the first one wrote.
 */
export async function lockRow(
  req: PayloadRequest,
  table:
    | 'gigs'
    | 'artists'
    | 'bookings'
    | 'reviews'
    | 'payments'
    | 'checkout_attempts'
    | 'payment_operations'
    | 'ticket_orders',
  id: number,
): Promise<void> {
  const session = postgresOf(req.payload).sessions[String(await req.transactionID)]
  if (!session) throw new Error('lockRow needs a transaction')
  await session.db.execute(sql`select id from ${sql.identifier(table)} where id = ${id} for update`)
}

/**
 * Locks a name (say, an address no row holds yet) until the transaction of `req` ends, as lockRow
 * locks a row: a second transaction locking the same name waits (`pg_advisory_xact_lock`).
 */
export async function lockName(req: PayloadRequest, name: string): Promise<void> {
  const session = postgresOf(req.payload).sessions[String(await req.transactionID)]
  if (!session) throw new Error('lockName needs a transaction')
  await session.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`)
}
