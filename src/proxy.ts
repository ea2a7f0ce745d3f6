import type { NextRequest } from 'next/server'

import { rewriteMarketList } from './lib/http/rewriteMarketList'
import { withNonceCsp } from './lib/http/withNonceCsp'

/**
 * Payload's panel renders per request, so its scripts can carry a nonce (README: Security
 * headers). The market's lists are rewritten to one ISR page per query (their filters are any
 * mix of keys, more than rewrites in next.config.ts can spell out). Locale routing is redirects
 * and rewrites in next.config.ts (src/i18n/localeRoutes.ts), so other pages run no proxy.
 */
export default function proxy(request: NextRequest) {
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
  ],
}
