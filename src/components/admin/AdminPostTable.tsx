import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import styles from './AdminPosts.module.css'
import type { AdminPostRow } from './adminPostTypes'
import { PostDate } from './PostDate'
import { ViewPostLink } from './ViewPostLink.client'
import { StatusBadge } from './StatusBadge'

type Props = {
  posts: AdminPostRow[]
  caption: string
  onDelete: (post: AdminPostRow) => void
}

/** The admin table; on phones each row stacks into a card whose cells name their column. */
export function AdminPostTable({ posts, caption, onDelete }: Props) {
  const t = useTranslations('AdminBlog')
  return (
    <div className={styles.tableScroll} role="region" aria-label={t('tableRegion')} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnTitle')}</th>
            <th scope="col">{t('columnStatus')}</th>
            <th scope="col">{t('columnDate')}</th>
            <th scope="col">{t('columnActions')}</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => {
            const title = post.title || t('untitled')
            return (
              <tr key={post._id}>
                <th scope="row" className={styles.titleCell}>
                  {title}
                </th>
                <td data-label={t('columnStatus')}>
                  <StatusBadge status={post.status} />
                </td>
                <td className={styles.dateCell} data-label={t('columnDate')}>
                  <PostDate publishedAt={post.publishedAt} updatedAt={post.updatedAt} />
                  {post.publishedAt && post.updatedAt ? (
                    // The list is ordered by the last edit: a published post shows it too.
                    <span className={styles.edited}>
                      {t.rich('edited', {
                        date: () => <PostDate updatedAt={post.updatedAt} />,
                      })}
                    </span>
                  ) : null}
                </td>
                <td data-label={t('columnActions')}>
                  <div className={styles.actions}>
                    <ViewPostLink
                      slug={post.slug || String(post._id)}
                      title={title}
                      draft={post.status !== 'published'}
                    />
                    <Link
                      href={{ pathname: '/admin/blog/edit/[id]', params: { id: String(post._id) } }}
                      className="button secondary small"
                      aria-label={t('editLabel', { title })}
                    >
                      {t('edit')}
                    </Link>
                    <button
                      type="button"
                      className="button danger small"
                      aria-label={t('deleteLabel', { title })}
                      onClick={() => onDelete(post)}
                    >
                      {t('delete')}
                    </button>
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
