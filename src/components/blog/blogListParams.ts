import { isBlogCategory, type BlogCategory } from '@/lib/categories'

export type BlogListParams = { page: number; category: BlogCategory | null; search: string | null }

type RawParams = Record<string, string | string[] | undefined>

// A repeated parameter counts by its last value, as the locale rewrites (Next's `has` matching)
// read it: `/blog?search=a&search=b` is the same search whichever page answers it.
const last = (value: string | string[] | undefined) => (Array.isArray(value) ? value.at(-1) : value)

/**
 * `?category&search&page` of the blog list. A search wins over a category (the page's own links
 * never send both); an unknown category, a blank search or a page that is not a positive integer
 * count as absent.
 */
export function parseBlogListParams(raw: RawParams): BlogListParams {
  const search = last(raw.search)?.trim().slice(0, 200) || null
  const category = last(raw.category)
  const page = Number(last(raw.page))
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    category: !search && isBlogCategory(category) ? category : null,
    search,
  }
}

/** The link to a list state; defaults are left out so the canonical page is plain `/blog`. */
export function blogListHref({ page, category, search }: Partial<BlogListParams>) {
  const query: Record<string, string> = {}
  if (search) query.search = search
  else if (category) query.category = category
  if (page && page > 1) query.page = String(page)
  return { pathname: '/blog' as const, query }
}

/** The same state as a query string ('' or '?category=...'), for canonical links. */
export function blogListSearch(params: Partial<BlogListParams>): string {
  const query = new URLSearchParams(blogListHref(params).query).toString()
  return query ? `?${query}` : ''
}
