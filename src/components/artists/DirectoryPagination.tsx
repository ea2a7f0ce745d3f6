import { getTranslations } from 'next-intl/server'

import type { DirectoryQuery } from '@/server/profiles'
import type { Pagination } from '@/lib/listQuery'

import styles from './Directory.module.css'

type Props = { basePath: string; query: DirectoryQuery; pagination: Pagination }

/** Previous / next links that keep the filters; hidden when everything fits on one page. */
export async function DirectoryPagination({ basePath, query, pagination }: Props) {
  const t = await getTranslations('Directory')
  if (pagination.pages <= 1) return null
  const href = (page: number) => {
    const params = new URLSearchParams()
    for (const key of ['q', 'city', 'genre', 'actType', 'availableOn'] as const)
      if (query[key]) params.set(key, query[key])
    params.set('page', String(page))
    return `${basePath}?${params}`
  }
  const { page, pages, capped } = pagination
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      {page > 1 ? <a href={href(page - 1)}>{t('previous')}</a> : <span>{t('previous')}</span>}
      <span>{t(capped ? 'pageAtLeast' : 'page', { page, pages })}</span>
      {page < pages ? <a href={href(page + 1)}>{t('next')}</a> : <span>{t('next')}</span>}
    </nav>
  )
}
