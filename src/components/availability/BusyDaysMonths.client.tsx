'use client'

import type { ReactNode } from 'react'

import { monthGrid } from '@/lib/availability/monthGrid'

import styles from './MonthGrid.module.css'

type Props = {
  /** Each month shown: `YYYY-MM` and its caption in the reader's language. */
  months: { month: string; caption: string }[]
  /** The weekdays' head row, the same for every month. */
  head: ReactNode
  /** The first and the last day of the window (`YYYY-MM-DD`); days outside it are dimmed. */
  first: string
  last: string
  /** The busy days and each one's label. */
  busy: Record<string, string>
}

/**
 * The busy-days calendar's month tables, drawn from the busy days alone: a client component, so
 * the page's RSC payload carries the few busy days instead of ninety cells a second time.
 */
export function BusyDaysMonths({ months, head, first, last, busy }: Props) {
  const dayClass = (day: string) =>
    [styles.day, day in busy && styles.busy, (day < first || day > last) && styles.past]
      .filter(Boolean)
      .join(' ')
  return (
    <div className={styles.months}>
      {months.map(({ month, caption }) => (
        <div key={month} className={styles.month}>
          <table>
            <caption>{caption}</caption>
            {head}
            <tbody>
              {monthGrid(month).map((week, i) => (
                <tr key={i}>
                  {week.map((day, j) =>
                    day ? (
                      <td key={j}>
                        <span
                          className={dayClass(day)}
                          {...(day in busy
                            ? { 'data-day': day, 'data-busy': true, 'aria-label': busy[day] }
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
  )
}
