import 'server-only'

import { z } from 'zod'

import { matchCity } from '@/lib/market/matchOption'
import { matchGenre } from '@/lib/market/matchOption'
import { pageLimit, positiveInt } from '@/lib/listQuery'
import { liraToKurus } from '@/lib/money/kurus'

const GIG_PAGE_SIZE = 12
// Turkey keeps UTC+3 all year: a day picked on the site runs from 00:00 to 24:00 Istanbul time.
const DAY = /^\d{4}-\d{2}-\d{2}$/
function dayBound(value: string | undefined, end: boolean): string | null {
  if (!value) return null
  const text = DAY.test(value) ? `${value}T${end ? '23:59:59.999' : '00:00:00.000'}+03:00` : value
  const time = Date.parse(text)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

export type GigListQuery = {
  page: number
  limit: number
  /** A province key; `false` when one was asked for that is no province (nothing matches). */
  city: string | null | false
  genre: string | null | false
  from: string | null
  to: string | null
  minFee: number | null
  past: boolean
}

/**
 * `?city&genre&from&to&minFee&page&limit&past=1`, lenient like the site's own links: city and
 * genre by key or by name in either language and any case, days as YYYY-MM-DD (Istanbul time),
 * `minFee` in lira as people type it in the filter (the fees it is compared with are kuruş).
 */
export function parseGigListQuery(params: URLSearchParams): GigListQuery {
  const get = (name: string) => params.get(name)?.trim() || undefined
  const city = get('city')
  const genre = get('genre')
  const minFee = z.coerce
    .number()
    .nonnegative()
    .finite()
    .catch(-1)
    .parse(get('minFee') ?? -1)
  return {
    page: positiveInt(1).parse(get('page')),
    limit: pageLimit(GIG_PAGE_SIZE).parse(get('limit')),
    city: city ? (matchCity(city) ?? false) : null,
    genre: genre ? (matchGenre(genre) ?? false) : null,
    from: dayBound(get('from'), false),
    to: dayBound(get('to'), true),
    minFee: minFee >= 0 ? liraToKurus(minFee) : null,
    past: get('past') === '1',
  }
}
