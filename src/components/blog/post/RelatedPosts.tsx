import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import type { PublicPostSummary } from '@/server/blog'

import { PostCover } from '../PostCover'
import { postSlug } from '../postSlug'
import styles from './RelatedPosts.module.css'

/** Up to three other posts of the same category: cover, title, excerpt and a read-more link. */
export function RelatedPosts({ posts }: { posts: PublicPostSummary[] }) {
  const t = useTranslations('BlogPost')
  const card = useTranslations('BlogCard')
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="related-title" className={styles.related}>
      <h2 id="related-title">{t('relatedTitle')}</h2>
      <ul className={styles.list}>
        {posts.map((post) => {
          const title = post.title || card('untitled')
          const href = { pathname: '/blog/[slug]', params: { slug: postSlug(post) } } as const
          return (
            <li key={post._id} className={`card ${styles.item}`}>
              <PostCover src={post.coverImage} sizes="(max-width: 640px) 100vw, 360px" />
              <div className={styles.body}>
                <h3 className={styles.title}>{title}</h3>
                <p className={styles.excerpt}>{post.excerpt || card('noSummary')}</p>
                <Link href={href} aria-label={t('readMoreLabel', { title })}>
                  {t('readMore')} <span aria-hidden="true">→</span>
                </Link>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
