import 'server-only'

import { foldForSearch } from '@/lib/foldForSearch'
import { ACT_TYPES } from '@/lib/market/actTypes'
import { isCityKey } from '@/lib/market/cities'
import { isGenre } from '@/lib/market/genres'
import { pageLimit, positiveInt } from '@/lib/listQuery'
import { isCalendarDay } from '@/lib/availability/calendarDay'

const DIRECTORY_PAGE_SIZE = 12
const MAX_QUERY_LENGTH = 100

export type DirectoryQuery = {
  city?: string
  genre?: string
  actType?: string
  q?: string
  /** Artists only: those free on this Istanbul day (YYYY-MM-DD). */
  availableOn?: string
  page: number
  limit: number
}

/**
 * `?city&genre&actType&q&availableOn&page&limit` of a profile directory, lenient like the blog's
 * lists: an unknown city or genre, or a day that is not YYYY-MM-DD, filters nothing (a shared link
 * keeps working), limit is capped at 50.
 */
export function parseDirectoryQuery(params: URLSearchParams | Record<string, unknown>) {
  const get = (name: string) => {
    const value = params instanceof URLSearchParams ? params.get(name) : params[name]
    return typeof value === 'string' && value.trim() ? value.trim() : undefined
  }
  // Folded like search text, so `ISTANBUL`, `İzmir` and `Şanlıurfa` reach their keys.
  const city = foldForSearch(get('city')).replace(/ /g, '')
  const genre = get('genre')?.toLowerCase()
  const actType = get('actType')
  const availableOn = get('availableOn')
  return {
    city: isCityKey(city) ? city : undefined,
    genre: isGenre(genre) ? genre : undefined,
    actType: (ACT_TYPES as readonly string[]).includes(actType ?? '') ? actType : undefined,
    q: get('q')?.slice(0, MAX_QUERY_LENGTH),
    availableOn: availableOn && isCalendarDay(availableOn) ? availableOn : undefined,
    page: positiveInt(1).parse(get('page')),
    limit: pageLimit(DIRECTORY_PAGE_SIZE).parse(get('limit')),
  } satisfies DirectoryQuery
}
