import { NextResponse, type NextRequest } from 'next/server'

import { MARKET_LIST_PATHS, marketListSegment } from '../market/marketListSegment'

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
