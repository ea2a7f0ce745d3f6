import { getTranslations } from 'next-intl/server'

import { dateTag, type Locale } from '@/i18n/locales'
import { addDays } from '@/lib/availability/calendarDay'
import { addMonths } from '@/lib/availability/monthGrid'
import { istanbulDay } from '@/lib/market/istanbulTime'

import { BusyDaysMonths } from './BusyDaysMonths.client'
import styles from './MonthGrid.module.css'
import { WeekdaysHead } from './WeekdaysHead'

type Props = { busyDays: string[]; locale: Locale }

/** The artist page's small calendar: the next 90 days, busy ones marked, so a venue knows when to ask. */
export async function BusyDaysCalendar({ busyDays, locale }: Props) {
  const t = await getTranslations('AvailabilityPage')
  const today = istanbulDay(new Date())
  const last = addDays(today, 89)
  const months: string[] = []
  for (let month = today.slice(0, 7); month <= last.slice(0, 7); month = addMonths(month, 1))
    months.push(month)
  // The month tables draw themselves from the busy days (a client component): the payload
  // carries the shown months' busy days and their labels rather than every cell of the ninety.
  const shown = (day: string) => months.includes(day.slice(0, 7))
  const busy = Object.fromEntries(busyDays.filter(shown).map((day) => [day, t('busyDay', { day })]))
  const monthName = new Intl.DateTimeFormat(dateTag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <section className="card" aria-labelledby="busy-days-title" data-testid="busy-days">
      <h2 id="busy-days-title">{t('publicTitle')}</h2>
      <p>{t('publicIntro')}</p>
      <BusyDaysMonths
        months={months.map((month) => ({
          month,
          caption: monthName.format(new Date(`${month}-01T00:00:00Z`)),
        }))}
        head={<WeekdaysHead locale={locale} width="narrow" />}
        first={today}
        last={last}
        busy={busy}
      />
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
