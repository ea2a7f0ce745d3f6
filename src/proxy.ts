import { NextResponse, type NextRequest } from 'next/server'

import { rewriteMarketList } from './lib/http/rewriteMarketList'
import { MARKET_LIST_PATHS } from './lib/market/marketListSegment'
import { rewriteUndecodablePath } from './lib/http/rewriteUndecodablePath'
import { withNonceCsp } from './lib/http/withNonceCsp'

const isPanel = (pathname: string) => pathname === '/cms' || pathname.startsWith('/cms/')

/**
 * Payload's panel renders per request, so its scripts can carry a nonce (docs/api.md: Security
 * headers). The market's lists with a filter other than city and genre are rewritten to one ISR
 * page per query (their filters are any mix of keys, more than rewrites can spell out). A path
 * with an escape runs here too, so one that is not UTF-8 becomes a 404 instead of Next's 500. Locale routing is
 * redirects and rewrites in next.config.ts (src/i18n/localeRoutes.ts), so other pages run no proxy.
 */
export default function proxy(request: NextRequest) {
  const undecodable = rewriteUndecodablePath(request)
  if (undecodable) return undecodable
  const { pathname } = request.nextUrl
  if (!isPanel(pathname) && !(pathname in MARKET_LIST_PATHS)) return NextResponse.next()
  return rewriteMarketList(request) ?? withNonceCsp(request)
}

/*
 * The lists run the proxy only for a key other than the city and genre, which next.config.ts's
 * rewrites serve without it (src/i18n/marketListRewrites.ts); one entry per such key of
 * MARKET_LIST_KEYS (tests/int/proxy.matcher.int.spec.ts holds the two together). Literal values:
 * Next reads the matcher at build time.
 */
export const config = {
  matcher: [
    '/cms',
    '/cms/:path*',
    {
      source: '/:list(gigler|sanatcilar|mekanlar|konserler|en/gigs|en/artists|en/venues|en/shows)',
      has: [{ type: 'query', key: 'page' }],
    },
    {
      source: '/:list(gigler|sanatcilar|mekanlar|konserler|en/gigs|en/artists|en/venues|en/shows)',
      has: [{ type: 'query', key: 'limit' }],
    },
    { source: '/:list(gigler|konserler|en/gigs|en/shows)', has: [{ type: 'query', key: 'from' }] },
    { source: '/:list(gigler|konserler|en/gigs|en/shows)', has: [{ type: 'query', key: 'to' }] },
    { source: '/:list(gigler|en/gigs)', has: [{ type: 'query', key: 'minFee' }] },
    { source: '/:list(gigler|en/gigs)', has: [{ type: 'query', key: 'past' }] },
    {
      source: '/:list(sanatcilar|mekanlar|en/artists|en/venues)',
      has: [{ type: 'query', key: 'actType' }],
    },
    {
      source: '/:list(sanatcilar|mekanlar|en/artists|en/venues)',
      has: [{ type: 'query', key: 'q' }],
    },
    { source: '/:list(sanatcilar|en/artists)', has: [{ type: 'query', key: 'availableOn' }] },
    // Any path holding an escape (the proxy lets a decodable one through untouched).
    '/:path(.*%.*)',
  ],
}
