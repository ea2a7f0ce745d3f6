import { NextResponse, type NextRequest } from 'next/server'

import { MARKET_LIST_PATHS, rewriteMarketList } from './lib/http/rewriteMarketList'
import { rewriteUndecodablePath } from './lib/http/rewriteUndecodablePath'
import { withNonceCsp } from './lib/http/withNonceCsp'

const isPanel = (pathname: string) => pathname === '/cms' || pathname.startsWith('/cms/')

/**
 * Payload's panel renders per request, so its scripts can carry a nonce (README: Security
 * headers). The market's lists are rewritten to one ISR page per query (their filters are any
 * mix of keys, more than rewrites in next.config.ts can spell out). A path with an escape runs
 * here too, so one that is not UTF-8 becomes a 404 instead of Next's 500. Locale routing is
 * redirects and rewrites in next.config.ts (src/i18n/localeRoutes.ts), so other pages run no proxy.
 */
export default function proxy(request: NextRequest) {
  const undecodable = rewriteUndecodablePath(request)
  if (undecodable) return undecodable
  const { pathname } = request.nextUrl
  if (!isPanel(pathname) && !(pathname in MARKET_LIST_PATHS)) return NextResponse.next()
  return rewriteMarketList(request) ?? withNonceCsp(request)
}

export const config = {
  matcher: [
    '/cms',
    '/cms/:path*',
    '/gigler',
    '/sanatcilar',
    '/mekanlar',
    '/en/gigs',
    '/en/artists',
    '/en/venues',
    '/konserler',
    '/en/shows',
    // Any path holding an escape (the proxy lets a decodable one through untouched).
    '/:path(.*%.*)',
  ],
}
