import { useTranslations } from 'next-intl'

import { RelativeTime } from '@/components/feedback/RelativeTime.client'
import { Link } from '@/i18n/navigation'
import { isBlogCategory } from '@/lib/categories'
import type { PublicPost } from '@/server/blog'

import { blogListHref } from '../blogListParams'
import { PostCover } from '../PostCover'
import styles from './PostHeader.module.css'

/** Back link, category, date and read time, title, excerpt, author and cover of a post. */
export function PostHeader({ post }: { post: Omit<PublicPost, 'status'> }) {
  const t = useTranslations('BlogPost')
  const categories = useTranslations('BlogCategories')
  const author = post.author.fullname || t('anonymous')
  return (
    <header className={styles.header}>
      <Link href="/blog" className={styles.back}>
        <span aria-hidden="true">←</span> {t('backToBlog')}
      </Link>
      <p className={styles.meta}>
        {isBlogCategory(post.category) && (
          <Link href={blogListHref({ category: post.category })} className={styles.category}>
            {categories(post.category)}
          </Link>
        )}
        {/* A draft in preview has never been published: its last edit stands in. */}
        <RelativeTime date={post.publishedAt ?? post.updatedAt} />
        <span>{t('readTime', { minutes: post.readTime ?? 1 })}</span>
      </p>
      <h1 className={styles.title}>{post.title}</h1>
      {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
      <p className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {author.charAt(0).toUpperCase()}
        </span>
        <span className="visually-hidden">{t('byAuthor')}:</span>
        <span>{author}</span>
      </p>
      <div className={styles.cover}>
        <PostCover src={post.coverImage} sizes="(max-width: 1140px) 100vw, 1100px" priority />
      </div>
    </header>
  )
}
