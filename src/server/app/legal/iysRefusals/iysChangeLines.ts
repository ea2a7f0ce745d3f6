import 'server-only'

import { csvRows, csvSeparator } from '@/lib/csvRows'

import { IYS_COLUMNS, readIysDate } from '../iysConsents/iysFormat'

/** Why a line of the change file was not read: its columns, its address, its date or status. */
type RefusedReason = 'columns' | 'email' | 'date' | 'status'

/** The lines of İYS's change file, sorted: the e-mail refusals to apply and the rest counted. */
export type IysChangeLines = {
  /** Each refused address with its latest refusal's instant (a file may list one twice). */
  refusals: Map<string, number>
  /** Lines read but not applied: e-mail consents given (ONAY), and other channels (SMS, calls). */
  notApplied: { consents: number; otherTypes: number }
  refused: { line: number; reason: RefusedReason }[]
}

// An address as far as a line needs checking; İYS has already accepted it once.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const sameHeader = (cells: string[]) =>
  cells.length === IYS_COLUMNS.length &&
  cells.every((cell, i) => cell.trim().toLowerCase() === IYS_COLUMNS[i]!.toLowerCase())

/**
 * Reads İYS's file of consent changes, the export's columns with a header line (`,` or `;`
 * separated, a byte-order mark and LF or CRLF lines allowed). Null when the first line is not
 * that header: then it is not the file, and nothing of it is read.
 */
export function iysChangeLines(csv: string): IysChangeLines | null {
  const [header, ...rows] = csvRows(csv, csvSeparator(csv))
  if (!header || !sameHeader(header.cells)) return null
  const lines: IysChangeLines = {
    refusals: new Map(),
    notApplied: { consents: 0, otherTypes: 0 },
    refused: [],
  }
  for (const { line, cells } of rows) {
    const [type, , recipient, status, consentDate] = cells.map((cell) => cell.trim())
    const refuse = (reason: RefusedReason) => lines.refused.push({ line, reason })
    if (cells.length !== IYS_COLUMNS.length) refuse('columns')
    else if (type!.toUpperCase() !== 'EPOSTA') lines.notApplied.otherTypes++
    else if (recipient!.length > 254 || !EMAIL.test(recipient!)) refuse('email')
    else if (readIysDate(consentDate!) === null) refuse('date')
    else if (status!.toUpperCase() === 'ONAY') lines.notApplied.consents++
    else if (status!.toUpperCase() !== 'RET') refuse('status')
    else {
      const address = recipient!.toLowerCase()
      const at = readIysDate(consentDate!)!
      lines.refusals.set(address, Math.max(at, lines.refusals.get(address) ?? -Infinity))
    }
  }
  return lines
}
