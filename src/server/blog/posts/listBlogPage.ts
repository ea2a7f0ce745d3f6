import 'server-only'

import type { Locale } from '../../../i18n/locales'
import type { BlogCategory } from '../../../lib/categories'
import { fail, type Failure } from '../../platform'
import type { PostPage } from './listPublishedPosts'
import { PUBLIC_PAGE_SIZE } from './parseListQuery'
import { listPublicCategoryPosts, listPublicPosts, searchPublicPosts } from './publicBlogReads'

type BlogListRequest = {
  locale: Locale
  page: number
  category: BlogCategory | null
  search: string | null
}

/**
 * The blog list page's posts: a search, a category, or every published post. A read that fails
 * is logged and answered as a failure the page explains, so the rest of the page still shows.
 */
export async function listBlogPage({
  locale,
  page,
  category,
  search,
}: BlogListRequest): Promise<PostPage | Failure<'failed'>> {
  const query = { page, limit: PUBLIC_PAGE_SIZE, locale }
  try {
    if (search) return await searchPublicPosts(search, query)
    if (category) return await listPublicCategoryPosts(category, query)
    return await listPublicPosts(query)
  } catch (error) {
    console.error('[blog] list failed', error)
    return fail('failed', 'BlogList.unexpectedError')
  }
}
