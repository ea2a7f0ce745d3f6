import 'server-only'

import { z } from 'zod'
import { LOCALES } from '../../../i18n/locales'
import { pageLimit, positiveInt } from '../../../lib/listQuery'

export const PUBLIC_PAGE_SIZE = 9
export const FEATURED_COUNT = 3

/**
 * `?page&limit&locale` of a public list. Lenient on purpose, like the site's own links: an
 * invalid page or limit falls back to the default, a limit above 50 is capped.
 */
export function parseListQuery(request: Request, defaultLimit = PUBLIC_PAGE_SIZE) {
  const params = new URL(request.url).searchParams
  const get = (name: string) => params.get(name) ?? undefined
  return {
    page: positiveInt(1).parse(get('page')),
    limit: pageLimit(defaultLimit).parse(get('limit')),
    locale: z.enum(LOCALES).catch('tr').parse(get('locale')),
  }
}

export type ListQuery = ReturnType<typeof parseListQuery>
