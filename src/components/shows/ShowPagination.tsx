import { getTranslations } from 'next-intl/server'

import gigStyles from '@/components/gigs/Gigs.module.css'
import { Link } from '@/i18n/navigation'
import type { Pagination } from '@/lib/listQuery'

/** Previous and next links that keep the filters; nothing when everything fits on one page. */
export async function ShowPagination({
  search,
  pagination: { page, pages, capped },
}: {
  search: URLSearchParams
  pagination: Pagination
}) {
  if (pages <= 1) return null
  const t = await getTranslations('Shows')
  const at = (target: number) => ({
    pathname: '/shows' as const,
    query: { ...Object.fromEntries(search), page: String(target) },
  })
  return (
    <nav className={gigStyles.pagination} aria-label={t('title')}>
      {page > 1 ? <Link href={at(page - 1)}>← {t('previous')}</Link> : null}
      <span aria-current="page">{t(capped ? 'pageOfAtLeast' : 'pageOf', { page, pages })}</span>
      {page < pages ? <Link href={at(page + 1)}>{t('next')} →</Link> : null}
    </nav>
  )
}
