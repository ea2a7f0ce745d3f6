import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { cappedPagination, type Pagination } from '@/lib/listQuery'
import { shareHolding } from '@/lib/shareHolding'
import { countRowsWhere } from '../../platform'

import {
  and,
  holdsTrigrams,
  pairFilters,
  publicArtistConditions,
  wordsOf,
} from './artistConditions'
import type { DirectoryQuery } from './directoryQuery'
import { artistNameSample } from './nameSample'

const ORDER = sql`ORDER BY follower_count DESC, search_name ASC, created_at DESC`

/**
 * A word at least this share of the names holds narrows the names by a tenth at most, while its
 * trigrams' lists in the index hold nearly every name: it is checked on the rows the other
 * conditions leave rather than read from the index.
 */
const COMMON_WORD_SHARE = 0.9

/**
 * Which of the query's words the search index should read: those Postgres's sample of the names
 * (nameSample) does not find in nearly every name. Without a sample, every word.
 */
async function wordsToReadFromIndex(payload: Payload, query: DirectoryQuery) {
  if (!wordsOf(query).some(holdsTrigrams)) return undefined
  const sample = await artistNameSample(payload)
  return (word: string) => (shareHolding(sample, word) ?? 0) < COMMON_WORD_SHARE
}

/**
 * One page of the directory's public artists' ids, in its order (most followed, then by name,
 * then newest, as Payload sorts `-followerCount, searchName`), and its pagination with the total
 * counted at most COUNT_CAP rows past the page: in SQL, so a city and a genre are read from the
 * artist's own row and meet in one index (Payload's where joins the genre rows).
 *
 * The total comes first and chooses the page's plan. When it is exact (at most COUNT_CAP rows
 * past the page's start), the matching artists are read from the filters' indexes and sorted: the
 * planner, which takes a city and a genre for independent, would otherwise walk the whole order
 * looking for a small scene (Izmir's one jazz artist behind all 7,500 of Izmir's). Past the cap,
 * walking the order meets a page's worth of matches soon and stops there.
 *
 * The total and the exact page also narrow by the name's two-letter words as letter pairs
 * (pairFilters), which the search index reads; the walk in order reads no index for them, and
 * the pairs' own estimate would only talk the planner out of the walk. A word nearly every name
 * holds is not read from the index (wordsToReadFromIndex): "sanatçı 12" over names that all hold
 * "sanatci" counts the names holding the pair "12" and checks "sanatci" on them.
 */
export async function artistPage(
  payload: Payload,
  query: DirectoryQuery,
): Promise<{ ids: number[]; pagination: Pagination }> {
  const db = payload.db.drizzle
  const conditions = publicArtistConditions(query, await wordsToReadFromIndex(payload, query))
  const narrowed = and([conditions, ...pairFilters(query)])
  const pagination = await cappedPagination(
    query.page,
    query.limit,
    countRowsWhere(payload, sql`artists a`, narrowed),
  )
  const window = sql`LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`
  const page = pagination.capped
    ? sql`SELECT a.id FROM artists a WHERE ${conditions} ${ORDER} ${window}`
    : sql`WITH matching AS MATERIALIZED (
            SELECT a.id, a.follower_count, a.search_name, a.created_at FROM artists a
            WHERE ${narrowed})
          SELECT id FROM matching ${ORDER} ${window}`
  const { rows } = await db.execute<{ id: number }>(page)
  return { ids: rows.map((row) => Number(row.id)), pagination }
}
