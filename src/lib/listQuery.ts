import { z } from 'zod'

/** The most items any list answers in one page, whatever `limit` asks for. */
const MAX_PAGE_SIZE = 50

/**
 * How many matching rows a market list counts past its page's first one. The count of a filter
 * that matches a share of the market grows with the market; past this many rows the list says
 * "1.000+ sonuç" and counts no further (a larger market reads as fast as the demo).
 */
export const COUNT_CAP = 1000

/** A positive integer, or `fallback` when the parameter is missing or not one. */
export const positiveInt = (fallback: number) =>
  z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(fallback)

/** A `?limit` read leniently: the default when invalid, capped at `MAX_PAGE_SIZE`. */
export const pageLimit = (fallback: number) =>
  positiveInt(fallback).transform((n) => Math.min(n, MAX_PAGE_SIZE))

/**
 * The spec's `pagination` object of a list answer. With `capped`, `total` is a lower bound: at
 * least that many match (the rows before the page and `COUNT_CAP` after its start), and `pages`
 * the pages known to hold them; there are more.
 */
export type Pagination = {
  page: number
  limit: number
  total: number
  pages: number
  capped?: true
}

export const toPagination = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
})

/**
 * A list's pagination with its total counted at most `COUNT_CAP` rows past the page's start:
 * `countFrom(offset, atMost)` counts the matching rows after skipping `offset`, stopping at
 * `atMost`. Counting from the page's start keeps "next" right on every page, however deep; a
 * page past the end counts the rows before it instead (fewer than its offset).
 */
export async function cappedPagination(
  page: number,
  limit: number,
  countFrom: (offset: number, atMost: number) => Promise<number>,
): Promise<Pagination> {
  const offset = (page - 1) * limit
  const after = await countFrom(offset, COUNT_CAP + 1)
  if (after > COUNT_CAP) return { ...toPagination(page, limit, offset + COUNT_CAP), capped: true }
  if (after > 0 || offset === 0) return toPagination(page, limit, offset + after)
  return toPagination(page, limit, await countFrom(0, offset))
}
