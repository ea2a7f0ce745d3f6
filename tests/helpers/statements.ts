import type { Payload } from 'payload'

import { postgresOf } from '../../src/server/platform/db/sqlOf'

export type Statement = { text: string; values: unknown[] }
type Pool = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }

const poolOf = (payload: Payload) => postgresOf(payload).pool as unknown as Pool

/** The statements `run` sends through the adapter's pool (drizzle sends each one there). */
export async function statementsOf(payload: Payload, run: () => Promise<unknown>) {
  const pool = poolOf(payload)
  const query = pool.query
  const seen: Statement[] = []
  pool.query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown]
    const text = typeof first === 'string' ? first : first.text
    const given = typeof first === 'string' ? undefined : first.values
    seen.push({ text, values: Array.isArray(second) ? second : (given ?? []) })
    return query.apply(pool, args)
  }
  try {
    await run()
  } finally {
    pool.query = query
  }
  return seen
}

/** The plan Postgres chooses for a recorded statement, EXPLAIN's JSON as one string. */
export async function planOfStatement(payload: Payload, { text, values }: Statement) {
  const { rows } = await poolOf(payload).query(`EXPLAIN (FORMAT JSON) ${text}`, values)
  return JSON.stringify(rows[0]!['QUERY PLAN'])
}
