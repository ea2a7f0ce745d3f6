import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import { pageWindow } from '@/lib/pageWindow'

import { blogListHref, type BlogListParams } from './blogListParams'
import styles from './Pagination.module.css'

type Props = { params: BlogListParams; pages: number }

/**
 * Previous, the numbered pages around the current one (with the first, the last and gaps: see
 * pageWindow) and Next; the ends are shown disabled rather than hidden.
 */
export function Pagination({ params, pages }: Props) {
  const t = useTranslations('Pagination')
  if (pages <= 1) return null
  const { page } = params
  const hrefOf = (target: number) => blogListHref({ ...params, page: target })
  const step = (target: number, label: string) =>
    target < 1 || target > pages ? (
      <span className={`button secondary small ${styles.disabled}`} aria-disabled="true">
        {label}
      </span>
    ) : (
      <Link
        href={hrefOf(target)}
        className="button secondary small"
        rel={target < page ? 'prev' : 'next'}
      >
        {label}
      </Link>
    )

  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      {step(page - 1, t('previous'))}
      <ol className={styles.pages}>
        {pageWindow(page, pages).map((target, index) =>
          target === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                href={hrefOf(target)}
                className={`button small ${target === page ? '' : 'secondary'}`}
                aria-current={target === page ? 'page' : undefined}
                aria-label={t('page', { page: target })}
              >
                {target}
              </Link>
            </li>
          ),
        )}
      </ol>
      {step(page + 1, t('next'))}
    </nav>
  )
}
