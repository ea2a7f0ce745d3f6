/*
 * The market's lists (`/gigler`, `/sanatcilar`, `/mekanlar` and /en) are kept as one ISR page per
 * language, list and query: the proxy rewrites a list's URL to
 * `/{locale}/market-list/{list}/{segment}`, the segment holding the query's known keys, sorted,
 * base64url-encoded (`-` for none). The visitor's URL does not change.
 */
export const MARKET_LIST_KEYS = {
  gigs: ['city', 'from', 'genre', 'limit', 'minFee', 'page', 'past', 'to'],
  artists: ['actType', 'city', 'genre', 'limit', 'page', 'q'],
  venues: ['actType', 'city', 'genre', 'limit', 'page', 'q'],
  shows: ['city', 'from', 'genre', 'limit', 'page', 'to'],
} as const

export type MarketList = keyof typeof MARKET_LIST_KEYS

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
