// Relative imports only: next.config.ts loads this file, where the `@/` alias does not resolve.
import {
  ARTISTS_TAG,
  GIGS_TAG,
  MARKET_ANSWERS_TAG,
  POSTS_TAG,
  postCommentsTag,
  postTag,
  REVIEWS_TAG,
  SHOWS_TAG,
  showTag,
  VENUES_TAG,
} from '../cacheTags'
import { routing } from '../../i18n/routing'
import { withStartsOf } from './routeSources'

type HeaderRule = { source: string; headers: { key: string; value: string }[] }

/** The header Varnish's `xkey` module indexes; its words are purged by `xkey-purge`. */
const XKEY_HEADER = 'xkey'

/**
 * What each public page and GET API answer is made of, in the data cache's own tag names
 * (src/lib/cacheTags.ts): the front (Varnish, deploy/) keeps them by these keys, and the
 * after-commit expiry purges the same names there. Next fills a route's `:param` into the value,
 * so a 404 of `/blog/x` carries `post:x` and publishing `x` purges it.
 */
const PAGES: Array<[page: keyof typeof routing.pathnames, tags: string[]]> = [
  ['/', [POSTS_TAG, GIGS_TAG, ARTISTS_TAG, VENUES_TAG]],
  ['/shows', [GIGS_TAG, SHOWS_TAG, VENUES_TAG]],
  ['/blog', [POSTS_TAG]],
  ['/blog/[slug]', [postTag(':slug'), POSTS_TAG]],
  ['/gigs', [GIGS_TAG, VENUES_TAG]],
  ['/gigs/[id]', [GIGS_TAG, VENUES_TAG, MARKET_ANSWERS_TAG, showTag(':id')]],
  ['/shows/[id]', [GIGS_TAG, SHOWS_TAG, VENUES_TAG, showTag(':id')]],
  ['/artists', [ARTISTS_TAG]],
  ['/artists/[slug]', [ARTISTS_TAG, GIGS_TAG, REVIEWS_TAG, MARKET_ANSWERS_TAG]],
  ['/venues', [VENUES_TAG]],
  ['/venues/[slug]', [VENUES_TAG, GIGS_TAG, REVIEWS_TAG, MARKET_ANSWERS_TAG]],
]

const API: Array<[source: string, tags: string[]]> = [
  ['/api/blogs/slug/:slug', [postTag(':slug'), POSTS_TAG]],
  ['/api/blogs/:path((?!slug/|admin(?:/|$)).*)', [POSTS_TAG]],
  ['/api/comments/blog/:blogId', [postCommentsTag(':blogId')]],
  ['/api/gigs', [GIGS_TAG, VENUES_TAG]],
  ['/api/shows', [GIGS_TAG, SHOWS_TAG, VENUES_TAG]],
  ['/api/gigs/:id(\\d+)', [GIGS_TAG, VENUES_TAG]],
  ['/api/artists/:slug?', [ARTISTS_TAG, GIGS_TAG, MARKET_ANSWERS_TAG]],
  ['/api/artists/:slug/reviews', [REVIEWS_TAG, ARTISTS_TAG]],
  ['/api/venues/:slug/reviews', [REVIEWS_TAG, VENUES_TAG]],
  ['/api/venues/:slug?', [VENUES_TAG, GIGS_TAG, MARKET_ANSWERS_TAG]],
]

/** `/gigs/[id]` → `/gigs/:id`, Next's route pattern. */
const pattern = (path: string) => path.replace(/\[(\w+)\]/g, ':$1')

/** Every language's public path of an internal page path. */
function publicPaths(page: keyof typeof routing.pathnames): string[] {
  const paths = routing.pathnames[page]
  const byLocale = (locale: (typeof routing.locales)[number]) =>
    pattern(typeof paths === 'string' ? paths : paths[locale as keyof typeof paths])
  return routing.locales.map((locale) => {
    const path = byLocale(locale)
    if (locale === routing.defaultLocale) return path
    return path === '/' ? `/${locale}` : `/${locale}${path}`
  })
}

const rule = (source: string, tags: string[]): HeaderRule => ({
  source,
  headers: [{ key: XKEY_HEADER, value: tags.join(' ') }],
})

/**
 * next.config.ts `headers()` rules: the xkey header of every public page and API answer; a page's
 * paths in both languages share one rule where they can (the home page's `/` and `/en` cannot).
 */
export function frontCacheTagHeaders(): HeaderRule[] {
  const pageRules = ([page, tags]: (typeof PAGES)[number]) => {
    const paths = publicPaths(page)
    const one = withStartsOf(paths)
    return one ? [rule(one, tags)] : paths.map((source) => rule(source, tags))
  }
  return [...PAGES.flatMap(pageRules), ...API.map(([source, tags]) => rule(source, tags))]
}
