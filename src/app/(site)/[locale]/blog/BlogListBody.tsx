import { getTranslations } from 'next-intl/server'

import { BlogListResults } from '@/components/blog/BlogListResults'
import { BlogSearchForm } from '@/components/blog/BlogSearchForm.client'
import { blogListHref, type BlogListParams } from '@/components/blog/blogListParams'
import { CategoryChips } from '@/components/blog/CategoryChips'
import { CreatePostLink } from '@/components/blog/CreatePostLink.client'
import { redirect } from '@/i18n/navigation'
import { FEATURED_COUNT } from '@/server/blog'
import { listBlogPage, listFeaturedPosts } from '@/server/blog'
import { isFailure } from '@/server/platform'

import styles from './page.module.css'
import type { Locale } from '@/i18n/locales'

/**
 * The blog list as every URL of it shows it: rendered by the static routes the locale rewrites
 * send `/blog?category&page` and `/blog?search&page` to (blog-list/[category]/[page],
 * blog-search/[search]/[page]) and by the per-request /blog page for the queries they do not take.
 */
export async function BlogListBody({ locale, list }: { locale: Locale; list: BlogListParams }) {
  const unfiltered = !list.search && !list.category
  const [loaded, featured] = await Promise.all([
    listBlogPage({ locale, ...list }),
    // The spec ignores a failing featured list: the page simply goes without it.
    unfiltered ? listFeaturedPosts(FEATURED_COUNT, locale).catch(() => null) : null,
  ])
  const result = isFailure(loaded) ? null : loaded
  // A page past the end (?page=99) goes to the last page that exists rather than an empty one.
  const pages = result?.pagination.pages ?? 0
  if (result && list.page > Math.max(pages, 1))
    redirect({ href: blogListHref({ ...list, page: Math.max(pages, 1) }), locale })

  const t = await getTranslations({ locale, namespace: 'BlogList' })
  const tAll = await getTranslations({ locale })
  return (
    <>
      <header className={`page-header ${styles.header}`}>
        <div>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
        <CreatePostLink />
      </header>
      <div className={styles.filters}>
        <BlogSearchForm key={list.search ?? ''} initialQuery={list.search ?? ''} />
        <CategoryChips active={list.search ? null : (list.category ?? 'all')} />
      </div>
      {result ? (
        <BlogListResults params={list} result={result} featured={featured?.data ?? []} />
      ) : (
        <p className={`alert ${styles.error}`} role="alert">
          {isFailure(loaded) && tAll(loaded.message)}
        </p>
      )}
    </>
  )
}
