import type { BlogListParams } from '@/components/blog/blogListParams'

/** The static list route's segment for "every category". */
export const ALL_CATEGORIES = 'all'

/**
 * The internal path of a blog list without a search, one static page per language, category and
 * page number (src/app/(site)/[locale]/blog-list/[category]/[page]).
 */
export const staticBlogListPath = (locale: string, { category, page }: BlogListParams) =>
  `/${locale}/blog-list/${category ?? ALL_CATEGORIES}/${page}`
