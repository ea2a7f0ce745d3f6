import { useTranslations } from 'next-intl'

import { RelativeTime } from '@/components/feedback/RelativeTime.client'
import { Link } from '@/i18n/navigation'
import type { PublicPostSummary } from '@/server/blog'

import { AdminCardActions } from './AdminCardActions.client'
import styles from './BlogCard.module.css'
import { PostCover } from './PostCover'
import { postSlug } from './postSlug'

type Props = { post: PublicPostSummary; priority?: boolean }

/** A post in the list: the whole card leads to the post; admins also get Edit and Delete. */
export function BlogCard({ post, priority }: Props) {
  const t = useTranslations('BlogCard')
  const categories = useTranslations('BlogCategories')
  const title = post.title || t('untitled')
  const href = { pathname: '/blog/[slug]', params: { slug: postSlug(post) } } as const
  return (
    <article className={`card ${styles.card}`}>
      <PostCover
        src={post.coverImage}
        sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 360px"
        priority={priority}
      />
      <div className={styles.body}>
        {post.category && <p className={styles.category}>{categories(post.category)}</p>}
        <h3 className={styles.title}>
          {/* The link's box covers the card (CSS), so the cover is clickable too. */}
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </h3>
        <p className={styles.excerpt}>{post.excerpt || t('noSummary')}</p>
        <p className={styles.meta}>
          <span>{post.author.fullname || t('anonymous')}</span>
          <span aria-hidden="true">·</span>
          <RelativeTime date={post.publishedAt} />
        </p>
        <AdminCardActions id={post._id} title={title} />
      </div>
    </article>
  )
}
