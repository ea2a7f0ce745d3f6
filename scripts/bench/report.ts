import type { LoadResult } from './loadTool'
import type { Target } from './targets'

export type Row = { target: Target; live: LoadResult; file: LoadResult }

const num = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-')

/** The table: each target beside the static file of the same bytes, PASS at its goal. */
export function printTable(rows: Row[]) {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'file req/s', 'file p50', 'ratio', 'goal']
  const lines = rows.map(({ target, live, file }) => {
    const ratio = live.rps / file.rps
    const verdict = live.errors > 0 ? 'ERR' : ratio >= target.goal ? 'PASS' : 'FAIL'
    return [
      target.path,
      num(live.rps),
      num(live.p50, 1),
      num(live.p99, 1),
      num(file.rps),
      num(file.p50, 1),
      num(ratio, 2),
      `>= ${target.goal} ${verdict}`,
    ]
  })
  printMarkdown(header, lines)
  // NaN (nothing answered in time) is a failure too, hence not `ratio < goal`.
  const failed = rows.filter(
    ({ target, live, file }) => live.errors > 0 || !(live.rps / file.rps >= target.goal),
  ).length
  console.log(`\n${rows.length - failed} of ${rows.length} targets met.`)
}

/** A markdown table, the first `left` columns left-aligned and the others right-aligned. */
export function printMarkdown(header: string[], lines: string[][], left = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)))
  const format = (cells: string[]) =>
    '| ' +
    cells
      .map((cell, i) => (i < left ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join(' | ') +
    ' |'
  console.log(format(header))
  console.log(
    '|' +
      widths
        .map((w, i) => (i < left ? '-' : '') + '-'.repeat(w) + (i < left ? '-' : ':'))
        .join('|') +
      '|',
  )
  for (const line of lines) console.log(format(line))
}
