/** Lengths of time in milliseconds, for date arithmetic (a calendar day in Istanbul is 24 h: no DST). */
export const HOUR_MS = 60 * 60 * 1000

export const DAY_MS = 24 * HOUR_MS
