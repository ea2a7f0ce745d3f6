import 'server-only'

import { z } from 'zod'
import { LOCALES } from '../../../i18n/locales'

export const PUBLIC_PAGE_SIZE = 9
export const FEATURED_COUNT = 3
export const MAX_PAGE_SIZE = 50

/** A positive integer, or the default when the parameter is missing or not one. */
const positiveInt = (fallback: number) =>
  z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).catch(fallback)

/**
 * `?page&limit&locale` of a public list. Lenient on purpose, like the site's own links: an
 * invalid page or limit falls back to the default, a limit above 50 is capped.
 */
export function parseListQuery(request: Request, defaultLimit = PUBLIC_PAGE_SIZE) {
  const params = new URL(request.url).searchParams
  const get = (name: string) => params.get(name) ?? undefined
  return {
    page: positiveInt(1).parse(get('page')),
    limit: Math.min(positiveInt(defaultLimit).parse(get('limit')), MAX_PAGE_SIZE),
    locale: z.enum(LOCALES).catch('tr').parse(get('locale')),
  }
}

export type ListQuery = ReturnType<typeof parseListQuery>
