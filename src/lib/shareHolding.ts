/**
 * Postgres's sample of a text column, as ANALYZE keeps it in `pg_stats`: its most common values
 * with the share of the rows holding each, the share of null rows, and the bounds of a histogram
 * of the other values (an equal share of those rows lies between each two bounds, so the bounds
 * are an evenly spread sample of them).
 */
export type ColumnSample = {
  common: { value: string; share: number }[]
  nullShare: number
  bounds: string[]
}

/**
 * The estimated share of the rows whose value holds `fragment`: the common values holding it,
 * plus the other values' share times the part of the histogram's bounds holding it. Without a
 * sample (a table not analysed yet) there is no estimate: undefined.
 */
export function shareHolding(sample: ColumnSample | null, fragment: string): number | undefined {
  if (!sample || (!sample.common.length && !sample.bounds.length)) return undefined
  let commonShare = 0
  let holding = 0
  for (const { value, share } of sample.common) {
    commonShare += share
    if (value.includes(fragment)) holding += share
  }
  const rest = Math.max(0, 1 - commonShare - sample.nullShare)
  if (sample.bounds.length)
    holding +=
      (rest * sample.bounds.filter((value) => value.includes(fragment)).length) /
      sample.bounds.length
  return Math.min(1, holding)
}
