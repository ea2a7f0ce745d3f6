import { z } from 'zod'

/** The most items any list answers in one page, whatever `limit` asks for. */
const MAX_PAGE_SIZE = 50

/** A positive integer, or `fallback` when the parameter is missing or not one. */
export const positiveInt = (fallback: number) =>
  z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(fallback)

/** A `?limit` read leniently: the default when invalid, capped at `MAX_PAGE_SIZE`. */
export const pageLimit = (fallback: number) =>
  positiveInt(fallback).transform((n) => Math.min(n, MAX_PAGE_SIZE))

/** The spec's `pagination` object of a list answer. */
export type Pagination = { page: number; limit: number; total: number; pages: number }

export const toPagination = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
})
