import { useTranslations } from 'next-intl'

import styles from './AdminPosts.module.css'

const TONES: Record<string, string> = { published: styles.published, draft: styles.draft }

/** Published green, draft yellow, anything else grey; the word is always there, not only colour. */
export function StatusBadge({ status }: { status?: string }) {
  const t = useTranslations('AdminBlog')
  const label =
    status === 'published'
      ? t('statusPublished')
      : status === 'draft'
        ? t('statusDraft')
        : status || t('statusOther')
  return <span className={`${styles.badge} ${TONES[status ?? ''] ?? styles.other}`}>{label}</span>
}
