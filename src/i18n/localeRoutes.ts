// Relative imports only: next.config.ts loads this file, where the `@/` alias does not resolve.
import { ALL_CATEGORIES } from '../lib/blogListPath'
import { BLOG_CATEGORIES } from '../lib/categories'
import { withStartsOf } from '../lib/http/routeSources'
import { MARKET_LIST_PATHS } from '../lib/market/marketListSegment'
import { marketListRewrites, type Rewrite } from './marketListRewrites'
import { routing } from './routing'

type Redirect = { source: string; destination: string; permanent: false }

const { defaultLocale } = routing

/** `/gigs/[id]` → `/gigs/:id`, Next's route pattern. */
const pattern = (path: string) => path.replace(/\[(\w+)\]/g, ':$1')

/** Every page's internal (English) path and its Turkish path at the root, where they differ. */
const turkishPaths = Object.entries(routing.pathnames)
  .map(([internal, paths]) => ({
    internal: pattern(internal),
    turkish: pattern(typeof paths === 'string' ? paths : paths[defaultLocale]),
  }))
  .filter(({ internal, turkish }) => internal !== turkish)

/**
 * Paths of the site's pages in the default language: everything but the English ones, the API,
 * Payload's panel, API and preview, Next's own files and any path with a file extension.
 */
const UNPREFIXED = `(?!(?:en|${defaultLocale}|api|cms|cms-api|cms-preview|_next)(?:/|$))[^.]*`

/**
 * next-intl's locale routing (`localePrefix: 'as-needed'`, the `pathnames` table), as Next.js
 * redirects and rewrites instead of a proxy that runs on every page request: the router applies
 * these before the page handler, which then serves a static or ISR page straight from the cache
 * (a public page answers at a static file's speed). The proxy is left with `/cms` alone.
 *
 * Redirects (307, keeping the query): `/tr/...` to the same page without the prefix, and the
 * internal English paths at the root (`/login`) to their Turkish paths (`/giris`). A page's two
 * (`/tr/login` and `/login`) are one rule: Next tries each redirect on every request.
 */
export function localeRedirects(): Redirect[] {
  return [
    ...turkishPaths.flatMap(({ internal, turkish }) => {
      const sources = [`/${defaultLocale}${internal}`, internal]
      const one = withStartsOf(sources)
      return (one ? [one] : sources).map((source) => ({
        source,
        destination: turkish,
        permanent: false as const,
      }))
    }),
    { source: `/${defaultLocale}`, destination: '/', permanent: false },
    // Not the market lists' ISR pages, which the proxy rewrites to (Next redirects its rewrites too).
    {
      source: `/${defaultLocale}/:first((?!market-list(?:/|$))[^/]+)/:rest*`,
      destination: '/:first/:rest*',
      permanent: false,
    },
  ]
}

const CATEGORY = {
  type: 'query',
  key: 'category',
  value: `(?<category>${BLOG_CATEGORIES.join('|')})`,
} as const
const PAGE = { type: 'query', key: 'page', value: '(?<page>[1-9][0-9]{0,5})' } as const
/**
 * A search with something to look for and none of the characters that could not stand in a path
 * segment as they are (`/`, `\`, `%`, `?`, `#`, `.`): Next puts the value into the path unencoded.
 */
const SEARCH_TEXT = '[^/\\\\%?#.]'
const SEARCH = {
  type: 'query',
  key: 'search',
  value: `(?<search>${SEARCH_TEXT}*[^/\\\\%?#.\\s]${SEARCH_TEXT}*)`,
} as const

/**
 * `/blog` and `/en/blog`: one static page per language, category and page number
 * (src/app/(site)/[locale]/blog-list), and per search and page number (blog-search), the same URL
 * for the visitor. A query these rules do not recognise (an unknown category, page=0, a search
 * with `/`) reaches the per-request `/blog` page, which reads it the same way
 * (`parseBlogListParams`).
 */
function blogListRewrites(locale: string, source: string): Rewrite[] {
  const base = `/${locale}/blog-list`
  const noSearch = { type: 'query', key: 'search' } as const
  const noCategory = { type: 'query', key: 'category' } as const
  const noPage = { type: 'query', key: 'page' } as const
  return [
    // First: localeRewrites puts the Turkish one ahead of the other pages' rules.
    { source, missing: [noSearch, noCategory, noPage], destination: `${base}/${ALL_CATEGORIES}/1` },
    { source, has: [CATEGORY, PAGE], missing: [noSearch], destination: `${base}/:category/:page` },
    { source, has: [CATEGORY], missing: [noSearch, noPage], destination: `${base}/:category/1` },
    {
      source,
      has: [PAGE],
      missing: [noSearch, noCategory],
      destination: `${base}/${ALL_CATEGORIES}/:page`,
    },
    { source, has: [SEARCH, PAGE], destination: `/${locale}/blog-search/:search/:page` },
    { source, has: [SEARCH], missing: [noPage], destination: `/${locale}/blog-search/:search/1` },
  ]
}

/** The English market lists' segments (`gigs|artists|...`), which marketListRewrites serves. */
const MARKET_LISTS = Object.keys(MARKET_LIST_PATHS)
  .filter((path) => path.startsWith('/en/'))
  .map((path) => path.slice('/en/'.length))
  .join('|')

/** The first segments of the Turkish paths that differ from the internal ones (`giris`, `gigler`). */
const TURKISH_SEGMENTS = [...new Set(turkishPaths.map(({ turkish }) => turkish.split('/')[1]))]

/**
 * The Turkish pages' own paths (`/giris` → `/tr/login`), the blog list's static pages, and every
 * other unprefixed path to the same page in Turkish (`/blog/x`, or an unknown path, which the
 * Turkish not-found page answers). All `afterFiles`: they run before the dynamic `[locale]` route
 * would take the first segment for a language.
 *
 * Order matters for speed: Next's router and page handler try each rule on every request until
 * one matches (the page handler compiles each first), so the rules most pages match come first:
 * the home page stops at the first rule, the blog list without a query at the second (the only
 * rule for `/blog` that matches no query key, so its place among the others changes nothing), a
 * post page at the third and an English page at the fourth.
 */
export function localeRewrites(): { afterFiles: Rewrite[] } {
  const tr = `/${defaultLocale}`
  const notLocalized = `(?!(?:${TURKISH_SEGMENTS.join('|')})(?:/|$)|blog$)`
  const [plainList, ...turkishList] = blogListRewrites(defaultLocale, '/blog')
  return {
    afterFiles: [
      { source: '/', destination: tr },
      plainList,
      { source: `/:path(${notLocalized}${UNPREFIXED})`, destination: `${tr}/:path` },
      { source: `/en/:path((?!(?:blog|${MARKET_LISTS})$)[^.]*)`, destination: '/en/:path' },
      ...turkishList,
      ...blogListRewrites('en', '/en/blog'),
      { source: '/blog', destination: `${tr}/blog` },
      ...marketListRewrites(),
      ...turkishPaths.map(({ internal, turkish }) => ({
        source: turkish,
        destination: `${tr}${internal}`,
      })),
      { source: `/:path(${UNPREFIXED})`, destination: `${tr}/:path` },
    ],
  }
}
