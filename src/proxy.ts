import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { parseBlogListParams } from './components/blog/blogListParams'
import { routing } from './i18n/routing'
import { staticBlogListPath } from './lib/blogListPath'
import { withNonceCsp } from './lib/http/withNonceCsp'

const localeRouting = createMiddleware(routing)

/** `/blog` and `/en/blog`: the list's two public addresses, with their language. */
const BLOG_LIST = /^(?:\/(en))?\/blog\/?$/

/**
 * The blog list depends on its query string, which would make it render per request. Without a
 * search, it is sent to one static page per category and page number instead (same URL for the
 * visitor); searches and every other path go through next-intl's locale routing.
 */
export default function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  // The panel renders per request, so its scripts can carry a nonce (README: Security headers).
  if (/^\/cms(\/|$)/.test(pathname)) return withNonceCsp(request)
  const blogList = BLOG_LIST.exec(pathname)
  if (blogList && !searchParams.has('search')) {
    const list = parseBlogListParams(Object.fromEntries(searchParams))
    const target = staticBlogListPath(blogList[1] ?? routing.defaultLocale, list)
    return NextResponse.rewrite(new URL(target, request.url))
  }
  return localeRouting(request)
}

export const config = {
  // Everything but the spec's API, Payload's panel and API, Next internals and files; and the
  // panel's pages for their nonce.
  matcher: ['/((?!api|cms|cms-api|_next|_vercel|.*\\..*).*)', '/cms', '/cms/:path*'],
}
