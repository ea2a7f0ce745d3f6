import { useFormatter, useTranslations } from 'next-intl'

/** publishedAt, else updatedAt, as a date of the page's language ('Invalid Date' when unreadable). */
export function PostDate({
  publishedAt,
  updatedAt,
}: {
  publishedAt?: string | null
  updatedAt?: string
}) {
  const format = useFormatter()
  const t = useTranslations('Dates')
  const value = publishedAt || updatedAt
  const date = value ? new Date(value) : null
  if (!date || Number.isNaN(date.getTime())) return <>{t('invalidDate')}</>
  return <time dateTime={date.toISOString()}>{format.dateTime(date, { dateStyle: 'medium' })}</time>
}
