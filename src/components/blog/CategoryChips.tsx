import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import { BLOG_CATEGORIES, type BlogCategory } from '@/lib/categories'

import { blogListHref } from './blogListParams'
import styles from './CategoryChips.module.css'

/** All plus the six categories; choosing one clears the search and goes back to page 1. */
export function CategoryChips({ active }: { active: BlogCategory | null }) {
  const t = useTranslations('BlogList')
  const labels = useTranslations('BlogCategories')
  const chips = [
    { key: 'all', category: null, label: t('allCategories') },
    ...BLOG_CATEGORIES.map((category) => ({ key: category, category, label: labels(category) })),
  ]
  return (
    <nav aria-label={t('categoriesLabel')}>
      <ul className={styles.chips}>
        {chips.map(({ key, category, label }) => (
          <li key={key}>
            <Link
              href={blogListHref({ category })}
              className={styles.chip}
              aria-current={category === active ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
