/**
 * One CSV line (RFC 4180): a cell holding a quote, a comma, a semicolon (the separator Turkish
 * spreadsheets assume) or a line break is quoted, its quotes doubled; the others stay as they are.
 */
export const csvLine = (cells: readonly (string | number)[]): string =>
  cells
    .map((value) => {
      const text = String(value)
      return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
    })
    .join(',')
