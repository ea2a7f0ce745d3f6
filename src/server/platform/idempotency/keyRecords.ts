import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { User } from '../../../payload-types'
import { sqlOf } from '../db/sqlOf'
import { currentKey } from './keyContext'
import { KeyTaken } from './keyTaken'

/** How long a key is remembered; after that the same key is a new request. */
const KEY_LIFETIME = sql`interval '24 hours'`

/**
 * Records the request's key (if it has one) as the first statement of the transaction of `req`,
 * so the row commits with the write or not at all, and returns a function the transaction calls
 * once it committed. A row that exists (committed before, or by a transaction this insert waited
 * for on the unique index) stops the work with `KeyTaken`; an expired one is taken over.
 */
export async function claimKey(
  req: PayloadRequest,
  user: User | null,
): Promise<(() => void) | null> {
  const context = currentKey()
  if (!context) return null
  if (context.claimed)
    throw new Error('A keyed write runs one transaction: this route cannot honour Idempotency-Key')
  context.claimed = true
  const caller = user ? `user:${user.id}` : context.anonymousCaller
  const db = await sqlOf(req)
  const { rows } = await db.execute(sql`
    insert into idempotency_keys (caller, key, fingerprint, expires_at)
    values (${caller}, ${context.key}, ${context.fingerprint}, now() + ${KEY_LIFETIME})
    on conflict (caller, key) do update
      set fingerprint = excluded.fingerprint, status = null, body = null,
          created_at = now(), expires_at = excluded.expires_at
      where idempotency_keys.expires_at <= now()
    returning id`)
  const id = (rows[0] as { id: number } | undefined)?.id
  if (id === undefined) throw new KeyTaken(caller)
  return () => void (context.recordId = id)
}

type KeyRecord = { fingerprint: string; status: number | null; body: string | null }

/** The recorded key of `caller`, if it has not expired. */
export async function findKey(
  payload: Payload,
  caller: string,
  key: string,
): Promise<KeyRecord | null> {
  const { rows } = await (
    await sqlOf(payload)
  ).execute(sql`
    select fingerprint, status, body from idempotency_keys
    where caller = ${caller} and key = ${key} and expires_at > now()`)
  return (rows[0] as KeyRecord | undefined) ?? null
}

/** Stores the answer a keyed write gave, for its repeats to replay. */
export async function recordAnswer(
  payload: Payload,
  id: number,
  answer: { status: number; body: string },
): Promise<void> {
  await (
    await sqlOf(payload)
  ).execute(sql`
    update idempotency_keys set status = ${answer.status}, body = ${answer.body}
    where id = ${id}`)
}

/** Forgets the keys whose 24 hours are over (the clock's sweep). */
export async function deleteExpiredKeys(payload: Payload): Promise<number> {
  const { rowCount } = await (
    await sqlOf(payload)
  ).execute(sql`delete from idempotency_keys where expires_at <= now()`)
  return rowCount ?? 0
}
