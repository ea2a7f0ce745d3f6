/** One record of a CSV file: its cells and the line of the file it starts on (1 = the header). */
type CsvRow = { line: number; cells: string[] }

/**
 * The records of a CSV text (RFC 4180: quoted cells may hold the separator, doubled quotes and
 * line breaks), read leniently: a byte-order mark is dropped, CRLF and LF lines both end a
 * record, and blank lines are skipped. `separator` is one character, `,` or `;`.
 */
export function csvRows(text: string, separator: string): CsvRow[] {
  const rows: CsvRow[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let start = 1
  const endRecord = () => {
    cells.push(cell)
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: start, cells })
    cells = []
    cell = ''
  }
  const source = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        cell += char
      }
    } else if (char === '"') quoted = true
    else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      endRecord()
      start = ++line
    } else cell += char
  }
  if (cell !== '' || cells.length > 0) endRecord()
  return rows
}

/** The separator a CSV file's first line uses: `;` (as Turkish spreadsheets save) or `,`. */
export function csvSeparator(text: string): ',' | ';' {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/, 1)[0] ?? ''
  return first.includes(';') && !first.includes(',') ? ';' : ','
}
