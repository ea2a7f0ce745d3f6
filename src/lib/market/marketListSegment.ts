import type { Locale } from '@/i18n/locales'
/*
 * The market's lists (`/gigler`, `/sanatcilar`, `/mekanlar` and /en) are kept as one ISR page per
 * language, list and query: the proxy rewrites a list's URL to
 * `/{locale}/market-list/{list}/{segment}`, the segment holding the query's known keys, sorted,
 * base64url-encoded (`-` for none; the common filters spelt out, see COMMON_LIST_KEYS). The
 * visitor's URL does not change.
 */
export const MARKET_LIST_KEYS = {
  gigs: ['city', 'from', 'genre', 'limit', 'minFee', 'page', 'past', 'to'],
  artists: ['actType', 'availableOn', 'city', 'genre', 'limit', 'page', 'q'],
  venues: ['actType', 'city', 'genre', 'limit', 'page', 'q'],
  shows: ['city', 'from', 'genre', 'limit', 'page', 'to'],
} as const

type MarketList = keyof typeof MARKET_LIST_KEYS

/** The public paths of the market's lists (src/i18n/routing.ts), with their language. */
export const MARKET_LIST_PATHS: Record<string, { locale: Locale; list: MarketList }> = {
  '/gigler': { locale: 'tr', list: 'gigs' },
  '/sanatcilar': { locale: 'tr', list: 'artists' },
  '/mekanlar': { locale: 'tr', list: 'venues' },
  '/en/gigs': { locale: 'en', list: 'gigs' },
  '/en/artists': { locale: 'en', list: 'artists' },
  '/en/venues': { locale: 'en', list: 'venues' },
  '/konserler': { locale: 'tr', list: 'shows' },
  '/en/shows': { locale: 'en', list: 'shows' },
}

/**
 * The filters people use most, which next.config.ts's rewrites turn into a readable segment
 * (`city=izmir`, `genre=jazz`, `city=izmir&genre=jazz`) with no proxy on the way: every list
 * has both keys, and their values are option keys (src/lib/market/cities.ts, genres.ts). Any
 * other key present runs the proxy, which spells the segment in base64url.
 */
export const COMMON_LIST_KEYS = ['city', 'genre'] as const
export const OPTION_VALUE = '[a-z0-9-]{1,40}'
const READABLE_SEGMENT = new RegExp(
  `^(?:city=${OPTION_VALUE}|genre=${OPTION_VALUE}|city=${OPTION_VALUE}&genre=${OPTION_VALUE})$`,
)

/** Longer queries stay per request: no visitor makes them, and each would be kept apart. */
const MAX_QUERY_LENGTH = 300

export const isMarketList = (list: string): list is MarketList => list in MARKET_LIST_KEYS

/** The path segment of a list's query, or null when it is too long to keep. */
export function marketListSegment(list: MarketList, search: URLSearchParams): string | null {
  const kept = new URLSearchParams()
  for (const key of MARKET_LIST_KEYS[list]) {
    const value = search.get(key)?.trim()
    if (value) kept.set(key, value)
  }
  const query = kept.toString()
  if (query.length > MAX_QUERY_LENGTH) return null
  if (!query) return '-'
  const bytes = new TextEncoder().encode(query)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The query a segment holds, or null for a segment no rewrite makes. */
export function searchOfSegment(segment: string): URLSearchParams | null {
  if (segment === '-') return new URLSearchParams()
  // Next hands a dynamic segment over as the path spelt it: `=` and `&` may come escaped.
  const readable = segment.replace(/%3D/gi, '=').replace(/%26/gi, '&')
  if (READABLE_SEGMENT.test(readable)) return new URLSearchParams(readable)
  if (!/^[\w-]+$/.test(segment)) return null
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'))
    const query = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    )
    return new URLSearchParams(query)
  } catch {
    return null
  }
}
