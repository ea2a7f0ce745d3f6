import createMiddleware from 'next-intl/middleware'
import type { NextRequest } from 'next/server'

import { routing } from './i18n/routing'
import { withNonceCsp } from './lib/http/withNonceCsp'

const localeRouting = createMiddleware(routing)

export default function proxy(request: NextRequest) {
  // The panel renders per request, so its scripts can carry a nonce (README: Security headers).
  if (/^\/cms(\/|$)/.test(request.nextUrl.pathname)) return withNonceCsp(request)
  return localeRouting(request)
}

export const config = {
  // Everything but the spec's API, Payload's panel and API, Next internals and files; and the
  // panel's pages for their nonce.
  matcher: ['/((?!api|cms|cms-api|_next|_vercel|.*\\..*).*)', '/cms', '/cms/:path*'],
}
