import 'server-only'

/** The spec's `pagination` object of a list answer. */
export type Pagination = { page: number; limit: number; total: number; pages: number }

export const toPagination = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
})
