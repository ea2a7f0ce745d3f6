// No `server-only`: the seed (seed/market.ts) runs this in plain Node, where it throws.
const MAX_SERIAL = 2_147_483_647

/**
 * A record id from a URL or body: a positive integer that fits Postgres' serial column, given
 * as a number or a string of digits. Anything else is null, which callers answer as not found.
 */
export function parseRecordId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null
  const id = Number(text)
  return id >= 1 && id <= MAX_SERIAL ? id : null
}
