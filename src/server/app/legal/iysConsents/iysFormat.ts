import 'server-only'

/**
 * The fields of İYS's bulk consent upload (`POST …/brands/{brandCode}/consents/request`) in the
 * order of its documented example, the columns of the file Sahne exports and of the change file
 * it reads back; docs/legal.md says what an İYS account must confirm.
 */
export const IYS_COLUMNS = [
  'type',
  'source',
  'recipient',
  'status',
  'consentDate',
  'recipientType',
] as const

/** İYS reads every consent date as GMT+3, which is Istanbul's time all year since 2016. */
const OFFSET_MS = 3 * 3600_000

/** An instant as İYS writes a consent date: `YYYY-MM-DD HH:mm:ss`, Istanbul time. */
export const iysDate = (at: number) =>
  new Date(at + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')

const DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * The instant an İYS consent date names (`YYYY-MM-DD HH:mm:ss`, Istanbul time; a `T` between day
 * and time, or no seconds, also read), or null when it is not a real moment.
 */
export function readIysDate(text: string): number | null {
  const match = DATE.exec(text)
  if (!match) return null
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map(Number)
  const wall = Date.UTC(year!, month! - 1, day, hour, minute, second)
  const back = new Date(wall)
  const real =
    back.getUTCMonth() === month! - 1 &&
    back.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second < 60
  return real ? wall - OFFSET_MS : null
}
