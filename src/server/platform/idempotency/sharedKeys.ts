import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { User } from '../../../payload-types'
import { sqlOf } from '../db/sqlOf'
import { currentKey } from './keyContext'

/** How long a key is remembered; after that the same key is a new request. */
const KEY_LIFETIME = sql`interval '24 hours'`

/**
 * A keyed write's key, taken out of its request for a transaction that several requests' writes
 * share: whose key it is, the key, what the request asked for, and how to tell the request its
 * write committed (its answer is then stored on the key's row, as for a transaction of its own).
 */
export type SharedKey = {
  caller: string
  key: string
  fingerprint: string
  committed: (id: number) => void
}

/**
 * The key of the write this code runs for (null without one), for a transaction to claim
 * (`claimKeys`): the request's own (`claimKey`), or one that several requests' writes share. A
 * request's key is claimed once: taking it twice is a mistake.
 */
export function shareKey(user: User | null): SharedKey | null {
  const context = currentKey()
  if (!context) return null
  if (context.claimed)
    throw new Error('A keyed write runs one transaction: this route cannot honour Idempotency-Key')
  context.claimed = true
  return {
    caller: user ? `user:${user.id}` : context.anonymousCaller,
    key: context.key,
    fingerprint: context.fingerprint,
    committed: (id) => void (context.recordId = id),
  }
}

const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)

/**
 * Records `keys` in the transaction of `req` in one statement, each so that its row commits with
 * the write or not at all; an expired row of the same key is taken over. They are written in the
 * order of caller and key, so two transactions claiming some of the same keys wait for each other
 * in the same order, never crosswise. Answers each key's row, or null when the key is taken:
 * recorded before and not expired, by a transaction this one waited for, or by an earlier entry
 * of `keys` itself (a repeat of the same request). A taken key's request is answered from the key
 * (`KeyTaken`), not written again.
 */
export async function claimKeys(
  req: PayloadRequest,
  keys: SharedKey[],
): Promise<Array<number | null>> {
  const first = new Map<string, number>()
  keys.forEach((entry, i) => {
    const name = JSON.stringify([entry.caller, entry.key])
    if (!first.has(name)) first.set(name, i)
  })
  const claimed: Array<number | null> = keys.map(() => null)
  if (!first.size) return claimed
  const order = [...first.values()].sort(
    (a, b) => compare(keys[a]!.caller, keys[b]!.caller) || compare(keys[a]!.key, keys[b]!.key),
  )
  const rows = order.map((i) => {
    const { caller, key, fingerprint } = keys[i]!
    return sql`(${caller}, ${key}, ${fingerprint}, now() + ${KEY_LIFETIME})`
  })
  const db = await sqlOf(req)
  const { rows: recorded } = await db.execute<{ id: number; caller: string; key: string }>(sql`
    insert into idempotency_keys (caller, key, fingerprint, expires_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (caller, key) do update
      set fingerprint = excluded.fingerprint, status = null, body = null, result = null,
          reanswered_at = null, created_at = now(), expires_at = excluded.expires_at
      where idempotency_keys.expires_at <= now()
    returning id, caller, key`)
  for (const row of recorded) {
    const i = first.get(JSON.stringify([row.caller, row.key]))
    if (i !== undefined) claimed[i] = Number(row.id)
  }
  return claimed
}

/**
 * The statement storing on each claimed key what its write returned (wrapped `{ value }`, as a
 * transaction of its own stores it), for a repeat to answer from should the answer itself never
 * be stored: to run in the shared transaction, as part of its last statement (a CTE).
 */
export function storeResultsSql(results: Array<{ id: number; result: unknown }>) {
  const rows = results.map(
    ({ id, result }) => sql`(${id}::int, ${JSON.stringify({ value: result })}::jsonb)`,
  )
  return sql`update idempotency_keys as k set result = v.result
             from (values ${sql.join(rows, sql`, `)}) as v(id, result) where k.id = v.id`
}

/**
 * The statement removing keys the shared transaction claimed for writes it then refused: a
 * refused write leaves no key, as a rolled-back transaction of its own would not.
 */
export const forgetKeysSql = (ids: number[]) =>
  sql`delete from idempotency_keys where id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`
