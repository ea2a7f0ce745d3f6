import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { ColumnSample } from '@/lib/shareHolding'

/**
 * How long a process reuses the sample before reading it again. ANALYZE renews it as the names
 * change; it only chooses how a search is read, never what it finds, so a few minutes' age is
 * harmless.
 */
const REUSE_MS = 5 * 60_000

const kept = new WeakMap<Payload, { at: number; sample: ColumnSample | null }>()

type Row = {
  common: string[] | null
  shares: number[] | null
  null_share: number | null
  bounds: string[] | null
}

/**
 * Postgres's own sample of the artists' folded names (`pg_stats` for `artists.search_name`, kept
 * by ANALYZE), or null before the table was analysed. Read once per REUSE_MS in a process.
 */
export async function artistNameSample(payload: Payload): Promise<ColumnSample | null> {
  const hit = kept.get(payload)
  if (hit && Date.now() - hit.at < REUSE_MS) return hit.sample
  const { rows } = await payload.db.drizzle.execute<Row>(sql`
    SELECT most_common_vals::text::text[] AS common, most_common_freqs AS shares,
           null_frac AS null_share, histogram_bounds::text::text[] AS bounds
    FROM pg_stats
    WHERE schemaname = current_schema() AND tablename = 'artists' AND attname = 'search_name'
    LIMIT 1`)
  const row = rows[0]
  const sample = row
    ? {
        common: (row.common ?? []).map((value, i) => ({
          value,
          share: Number(row.shares?.[i] ?? 0),
        })),
        nullShare: Number(row.null_share ?? 0),
        bounds: row.bounds ?? [],
      }
    : null
  kept.set(payload, { at: Date.now(), sample })
  return sample
}

/** Reads the sample afresh on the next search (after an ANALYZE a caller has just run). */
export function forgetArtistNameSample(payload: Payload) {
  kept.delete(payload)
}
