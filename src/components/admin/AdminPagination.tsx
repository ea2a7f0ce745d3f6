import { useTranslations } from 'next-intl'

import styles from './AdminPosts.module.css'

type Props = {
  page: number
  pages: number
  /** Rows on this page (fewer after a delete). */
  shown: number
  total: number
  onPage: (page: number) => void
}

/** Previous/Next and 'Showing X of total'; pages outside 1..pages are never asked for. */
export function AdminPagination({ page, pages, shown, total, onPage }: Props) {
  const t = useTranslations('AdminBlog')
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      <button
        type="button"
        className="button secondary small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </button>
      <p aria-live="polite">{t('showing', { count: shown, total })}</p>
      <button
        type="button"
        className="button secondary small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  )
}
