const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/**
 * 'x ago' in the page's language ('3 days ago', '3 gün önce'); null for a missing or invalid
 * date, which callers show as 'Invalid Date' in their language.
 */
export function formatRelativeTime(
  date: string | number | Date | null | undefined,
  locale: string,
  now: number = Date.now(),
): string | null {
  if (date === null || date === undefined || date === '') return null
  const time = new Date(date).getTime()
  if (Number.isNaN(time)) return null
  const seconds = Math.round((time - now) / 1000)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit)
    }
  }
  return null
}
