import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { User } from '../../../payload-types'
import { sqlOf } from '../db/sqlOf'
import { currentKey } from './keyContext'
import { KeyTaken } from './keyTaken'
import { claimKeys, shareKey } from './sharedKeys'

/** A key this transaction recorded: what it must do before and after its commit. */
type ClaimedKey = {
  /**
   * Stores on the key what the transaction returns, as its last statement before the commit: a
   * key that committed always has it, for a repeat to be answered from should the answer itself
   * never be stored (the instance died after the commit).
   */
  storeResult: (result: unknown) => Promise<void>
  /** Tells the request the transaction committed: its answer is then stored on this key. */
  committed: () => void
}

/**
 * Records the request's key (if it has one) as the first statement of the transaction of `req`,
 * so the row commits with the write or not at all. A row that exists (committed before, or by a
 * transaction this insert waited for on the unique index) stops the work with `KeyTaken`; an
 * expired one is taken over.
 */
export async function claimKey(req: PayloadRequest, user: User | null): Promise<ClaimedKey | null> {
  const shared = shareKey(user)
  if (!shared) return null
  const [id] = await claimKeys(req, [shared])
  if (id === null || id === undefined) throw new KeyTaken(shared.caller)
  const db = await sqlOf(req)
  const storeResult = async (result: unknown) => {
    // Wrapped, so that a transaction returning nothing is told apart from a key without one.
    let json: string
    try {
      json = JSON.stringify({ value: result })
    } catch (error) {
      // Not the write's failure: without a result, a repeat after a lost answer is a 409.
      console.error('[api] a keyed result that cannot be stored as JSON:', error)
      return
    }
    await db.execute(sql`update idempotency_keys set result = ${json}::jsonb where id = ${id}`)
  }
  return { storeResult, committed: () => shared.committed(id) }
}

/**
 * What the keyed transaction of a request being answered again returned when it committed, in
 * place of running it again (see `KeyContext.committedResult`); undefined for any other request.
 */
export function replayedResult(): { value: unknown } | undefined {
  const context = currentKey()
  if (!context?.committedResult) return undefined
  if (context.claimed)
    throw new Error('A keyed write runs one transaction: this route cannot honour Idempotency-Key')
  context.claimed = true
  context.replayed = true
  return context.committedResult
}

type KeyRecord = {
  id: number
  fingerprint: string
  status: number | null
  body: string | null
  /** What the transaction returned, `{ value }`; null on a key recorded before results were. */
  result: { value: unknown } | null
}

/** The recorded key of `caller`, if it has not expired. */
export async function findKey(
  payload: Payload,
  caller: string,
  key: string,
): Promise<KeyRecord | null> {
  const { rows } = await (
    await sqlOf(payload)
  ).execute(sql`
    select id, fingerprint, status, body, result from idempotency_keys
    where caller = ${caller} and key = ${key} and expires_at > now()`)
  return (rows[0] as KeyRecord | undefined) ?? null
}

/** Stores the answer a keyed write gave, for its repeats to replay; the first one stored stays. */
export async function recordAnswer(
  payload: Payload,
  id: number,
  answer: { status: number; body: string },
): Promise<void> {
  await (
    await sqlOf(payload)
  ).execute(sql`
    update idempotency_keys set status = ${answer.status}, body = ${answer.body}
    where id = ${id} and status is null`)
}

/** How long a repeat answering a key again has before another repeat may take it over. */
const REANSWER_LEASE = sql`interval '30 seconds'`

/**
 * Takes on answering again a key that committed without its answer: true for one repeat at a
 * time (another may take over once the lease is over, should this one die too).
 */
export async function takeReanswer(payload: Payload, id: number): Promise<boolean> {
  const { rows } = await (
    await sqlOf(payload)
  ).execute(sql`
    update idempotency_keys set reanswered_at = now()
    where id = ${id} and status is null and result is not null
      and (reanswered_at is null or reanswered_at <= now() - ${REANSWER_LEASE})
    returning id`)
  return rows.length > 0
}

/** Forgets the keys whose 24 hours are over (the clock's sweep). */
export async function deleteExpiredKeys(payload: Payload): Promise<number> {
  const { rowCount } = await (
    await sqlOf(payload)
  ).execute(sql`delete from idempotency_keys where expires_at <= now()`)
  return rowCount ?? 0
}
