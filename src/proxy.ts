import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Everything but the spec's API, Payload's panel and API, Next internals and files.
  matcher: ['/((?!api|cms|cms-api|_next|_vercel|.*\\..*).*)'],
}
