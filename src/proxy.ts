import type { NextRequest } from 'next/server'

import { withNonceCsp } from './lib/http/withNonceCsp'

/**
 * Payload's panel renders per request, so its scripts can carry a nonce (README: Security
 * headers). That is all the proxy does: locale routing is redirects and rewrites in
 * next.config.ts (src/i18n/localeRoutes.ts), so public pages are served with no proxy run.
 */
export default function proxy(request: NextRequest) {
  return withNonceCsp(request)
}

export const config = {
  matcher: ['/cms', '/cms/:path*'],
}
