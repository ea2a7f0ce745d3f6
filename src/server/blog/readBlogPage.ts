import 'server-only'

import type { BlogCategory } from '../../lib/categories'
import { PUBLIC_PAGE_SIZE } from './parseListQuery'
import { readCategoryPosts, readPublishedPosts, searchPublishedPosts } from './publicBlogReads'
import type { Locale } from '../../i18n/locales'

export type BlogListRequest = {
  locale: Locale
  page: number
  category: BlogCategory | null
  search: string | null
}

/** The blog list page's posts: a search, a category, or every published post. */
export function readBlogPage({ locale, page, category, search }: BlogListRequest) {
  const query = { page, limit: PUBLIC_PAGE_SIZE, locale }
  if (search) return searchPublishedPosts(search, query)
  if (category) return readCategoryPosts(category, query)
  return readPublishedPosts(query)
}
