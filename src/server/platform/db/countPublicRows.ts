import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { buildQuery, type DrizzleAdapter } from '@payloadcms/drizzle'
import type { PgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { postgresOf } from './sqlOf'

/**
 * How many `collection` documents a visitor who is not signed in may read match `where`, after
 * skipping `offset` of them, counting at most `atMost`: `SELECT count(*)` over a sub-select with
 * `OFFSET` and `LIMIT`, so the planner stops reading once it has enough. Payload's `count` cannot
 * stop; the where goes through Payload's own query builder (with the collection's read access
 * for an anonymous visitor, as the lists' `find` applies it), so the count matches the page.
 */
export async function countPublicRows(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  { offset, atMost }: { offset: number; atMost: number },
): Promise<number> {
  const config = payload.collections[collection].config
  const access = await config.access.read({ req: { payload, user: null } as PayloadRequest })
  if (access === false) return 0
  const adapter = postgresOf(payload)
  const tableName = adapter.tableNameMap.get(collection.replace(/-/g, '_'))!
  const table = adapter.tables[tableName]
  const built = buildQuery({
    // The Postgres adapter is the drizzle adapter its builder takes (typed for either dialect).
    adapter: adapter as unknown as DrizzleAdapter,
    fields: config.flattenedFields,
    tableName,
    where: access === true ? where : { and: [where, access] },
  })
  // A join (a genre's rows) can repeat a document: then each one counts once.
  const select = built.joins.length ? adapter.drizzle.selectDistinct : adapter.drizzle.select
  let matching = select
    .call(adapter.drizzle, { id: table.id })
    .from(table)
    .where(built.where)
    .$dynamic()
  for (const join of built.joins)
    matching = matching[join.type ?? 'leftJoin'](join.table as PgTable, join.condition)
  const { rows } = await adapter.drizzle.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (${matching.offset(offset).limit(atMost)}) AS matching`,
  )
  return Number(rows[0]?.n ?? 0)
}

/**
 * The count `cappedPagination` asks for, of the rows of `from` (a table and its alias, `gigs g`)
 * that meet `conditions` (raw SQL over that alias, the list's own filters and visibility), after
 * skipping `offset` of them and at most `atMost`: the same capped sub-select as countPublicRows,
 * for the lists that read their page in SQL.
 */
export const countRowsWhere =
  (payload: Payload, from: ReturnType<typeof sql>, conditions: ReturnType<typeof sql>) =>
  async (offset: number, atMost: number): Promise<number> => {
    const { rows } = await postgresOf(payload).drizzle.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM
            (SELECT 1 FROM ${from} WHERE ${conditions} OFFSET ${offset} LIMIT ${atMost}) AS matching`,
    )
    return Number(rows[0]?.n ?? 0)
  }
