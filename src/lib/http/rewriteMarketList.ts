import { NextResponse, type NextRequest } from 'next/server'

import { marketListSegment, type MarketList } from '../market/marketListSegment'

/** The public paths of the market's lists (src/i18n/routing.ts), with their language. */
export const MARKET_LIST_PATHS: Record<string, { locale: 'tr' | 'en'; list: MarketList }> = {
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
 * A market list's URL, rewritten to its ISR page for the query (src/lib/market/marketListSegment.ts),
 * or null to let the per-request page answer (a query too long to keep).
 */
export function rewriteMarketList(request: NextRequest): NextResponse | null {
  const target = MARKET_LIST_PATHS[request.nextUrl.pathname]
  if (!target) return null
  const segment = marketListSegment(target.list, request.nextUrl.searchParams)
  if (!segment) return null
  const url = request.nextUrl.clone()
  url.pathname = `/${target.locale}/market-list/${target.list}/${segment}`
  url.search = ''
  return NextResponse.rewrite(url)
}
