import 'server-only'

import { parseGigListQuery } from '../gigs/parseGigListQuery'

/** `?city&genre&from&to&page&limit`, read as leniently as the gig list's (same rules). */
export function parseShowListQuery(params: URLSearchParams) {
  const { page, limit, city, genre, from, to } = parseGigListQuery(params)
  return { page, limit, city, genre, from, to }
}

export type ShowListQuery = ReturnType<typeof parseShowListQuery>
