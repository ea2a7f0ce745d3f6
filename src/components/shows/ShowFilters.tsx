import { getTranslations } from 'next-intl/server'

import { ListFilters } from '@/components/market/filters/ListFilters'
import { Link } from '@/i18n/navigation'

/** The show list's filters: the shared city, genre and date ones. */
export async function ShowFilters({ search }: { search: URLSearchParams }) {
  const t = await getTranslations('Shows.filters')
  const labels = {
    form: t('apply'),
    city: t('city'),
    anyCity: t('anyCity'),
    genre: t('genre'),
    anyGenre: t('anyGenre'),
    from: t('from'),
    to: t('to'),
    apply: t('apply'),
  }
  return (
    <ListFilters
      search={search}
      idPrefix="show"
      labels={labels}
      actions={<Link href="/shows">{t('clear')}</Link>}
    />
  )
}
