import { getTranslations } from 'next-intl/server'

import { dateTag, type Locale } from '@/i18n/locales'
import { addDays } from '@/lib/availability/calendarDay'
import { addMonths, monthGrid } from '@/lib/availability/monthGrid'
import { istanbulDay } from '@/lib/market/istanbulTime'

import styles from './MonthGrid.module.css'
import { WeekdaysHead } from './WeekdaysHead'

type Props = { busyDays: string[]; locale: Locale }

/** The artist page's small calendar: the next 90 days, busy ones marked, so a venue knows when to ask. */
export async function BusyDaysCalendar({ busyDays, locale }: Props) {
  const t = await getTranslations('AvailabilityPage')
  const today = istanbulDay(new Date())
  const last = addDays(today, 89)
  const busy = new Set(busyDays)
  // Only a busy day carries attributes and a label: the page sends each of the ninety cells
  // twice (its HTML and the RSC payload).
  const dayClass = (day: string) =>
    [styles.day, busy.has(day) && styles.busy, (day < today || day > last) && styles.past]
      .filter(Boolean)
      .join(' ')
  const months: string[] = []
  for (let month = today.slice(0, 7); month <= last.slice(0, 7); month = addMonths(month, 1))
    months.push(month)
  const monthName = new Intl.DateTimeFormat(dateTag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <section className="card" aria-labelledby="busy-days-title" data-testid="busy-days">
      <h2 id="busy-days-title">{t('publicTitle')}</h2>
      <p>{t('publicIntro')}</p>
      <div className={styles.months}>
        {months.map((month) => (
          <div key={month} className={styles.month}>
            <table>
              <caption>{monthName.format(new Date(`${month}-01T00:00:00Z`))}</caption>
              <WeekdaysHead locale={locale} width="narrow" />
              <tbody>
                {monthGrid(month).map((week, i) => (
                  <tr key={i}>
                    {week.map((day, j) =>
                      day ? (
                        <td key={j}>
                          <span
                            className={dayClass(day)}
                            {...(busy.has(day)
                              ? {
                                  'data-day': day,
                                  'data-busy': true,
                                  'aria-label': t('busyDay', { day }),
                                }
                              : {})}
                          >
                            {Number(day.slice(8))}
                          </span>
                        </td>
                      ) : (
                        <td key={j} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      <p className={styles.legend}>
        <span>
          <span className={styles.swatch} aria-hidden="true" />
          {t('busyLegend')}
        </span>
        <span>
          {busyDays.length === 0 ? t('allFree') : t('busyCount', { count: busyDays.length })}
        </span>
      </p>
    </section>
  )
}
