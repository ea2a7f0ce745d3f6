import { useTranslations } from 'next-intl'

import type { PostPage } from '@/server/blog'
import type { PublicPostSummary } from '@/server/blog'

import { ResultCount } from '@/components/lists/ResultCount'

import type { BlogListParams } from './blogListParams'
import styles from './BlogListResults.module.css'
import { Pagination } from './Pagination'
import { PostGrid } from './PostGrid'

type Props = { params: BlogListParams; result: PostPage; featured: PublicPostSummary[] }

/** Featured Posts (on the unfiltered list only), then the page of posts and its pagination. */
export function BlogListResults({ params, result, featured }: Props) {
  const t = useTranslations('BlogList')
  const categories = useTranslations('BlogCategories')
  const unfiltered = !params.search && !params.category
  const heading = params.search
    ? t('searchResultsTitle', { query: params.search })
    : params.category
      ? categories(params.category)
      : t('postsTitle')
  const empty = params.search
    ? t('emptySearch')
    : params.category
      ? t('emptyCategory')
      : t('emptyAll')

  return (
    <>
      {unfiltered && featured.length > 0 && (
        <section aria-labelledby="featured-posts" className={styles.section}>
          <h2 id="featured-posts">{t('featuredTitle')}</h2>
          <PostGrid posts={featured} eager />
        </section>
      )}
      <section aria-labelledby="post-list" className={styles.section}>
        <h2 id="post-list">{heading}</h2>
        {result.data.length === 0 ? (
          <p className="status-message">{empty}</p>
        ) : (
          <>
            {unfiltered ? null : <ResultCount total={result.pagination.total} />}
            <PostGrid posts={result.data} eager={!unfiltered || featured.length === 0} />
          </>
        )}
        <Pagination params={params} pages={result.pagination.pages} />
      </section>
    </>
  )
}
