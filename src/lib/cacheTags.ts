/** Cache tag of everything rendered from posts (lists, post pages, home). */
export const POSTS_TAG = 'posts'

/**
 * The public pages that show a post: Turkish at the root, English under /en, and the /tr paths
 * next-intl renders the unprefixed Turkish URLs at.
 */
export function postPagePaths(slug?: string | null): string[] {
  const pages = ['', '/blog', ...(slug ? [`/blog/${slug}`] : [])]
  return ['', '/tr', '/en'].flatMap((prefix) => pages.map((page) => `${prefix}${page}` || '/'))
}

/**
 * The public pages that show a gig, as Next caches them: next-intl serves /gigler at /tr/gigs and
 * /en/gigs as is.
 */
export function gigPagePaths(id?: number | string | null): string[] {
  const pages = ['/gigs', ...(id ? [`/gigs/${id}`] : [])]
  return ['/tr', '/en'].flatMap((prefix) => pages.map((page) => `${prefix}${page}`))
}

/** Cache tags of everything rendered from artist and venue profiles (directories, pages). */
export const ARTISTS_TAG = 'artists'
export const VENUES_TAG = 'venues'
