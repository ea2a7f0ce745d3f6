import { dateTag, type Locale } from '@/i18n/locales'

type Props = { locale: Locale; width: 'short' | 'narrow' }

/** A month grid's head: the week's days from Monday, named in the reader's language. */
export function WeekdaysHead({ locale, width }: Props) {
  const weekday = new Intl.DateTimeFormat(dateTag(locale), { weekday: width, timeZone: 'UTC' })
  return (
    <thead>
      <tr>
        {/* 2024-01-01 was a Monday. */}
        {Array.from({ length: 7 }, (_, i) => (
          <th key={i} scope="col">
            {weekday.format(new Date(Date.UTC(2024, 0, 1 + i)))}
          </th>
        ))}
      </tr>
    </thead>
  )
}
