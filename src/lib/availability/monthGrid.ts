// No `server-only`: the artist page's calendar and the dashboard's month view draw the same grid.

/** The weeks of `month` (`YYYY-MM`), Monday first: each cell a `YYYY-MM-DD` or null outside it. */
export function monthGrid(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T00:00:00Z`)
  const lead = (first.getUTCDay() + 6) % 7
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= length; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`)
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** `month` (`YYYY-MM`) moved by `months`. */
export function addMonths(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 7)
}
