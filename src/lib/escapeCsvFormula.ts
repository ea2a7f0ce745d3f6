// Spreadsheets run a cell starting with one of these as a formula (OWASP "CSV injection"); tab
// and carriage return count too, as some programs strip them and read what follows.
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell value a spreadsheet shows as text: a leading formula character gets a `'` before it. */
const escapeCsvFormula = <T>(value: T): T | string =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value

/** Every cell of a flat export row escaped. */
export const escapeCsvRow = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [column, escapeCsvFormula(value)]),
  )
