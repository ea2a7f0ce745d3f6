import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import { BLOG_CATEGORIES, type BlogCategory } from '@/lib/categories'

import { blogListHref } from './blogListParams'
import styles from './CategoryChips.module.css'

/**
 * All plus the six categories; choosing one clears the search and goes back to page 1. `active`
 * is null while a search is shown: search results are neither All nor a category.
 */
export function CategoryChips({ active }: { active: BlogCategory | 'all' | null }) {
  const t = useTranslations('BlogList')
  const labels = useTranslations('BlogCategories')
  const chips = [
    { key: 'all', category: null, label: t('allCategories') } as const,
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
              aria-current={(category ?? 'all') === active ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
