import { describe, expect, it } from 'vitest'

import type { Booking } from '../../src/payload-types'
import { dueAtOf } from '../../src/server/payments/domain/paymentRow'

const HOUR = 3600_000
const start = Date.parse('2026-12-20T18:00:00.000Z')
const gigDate = new Date(start).toISOString()
/** A booking whose terms were confirmed `hoursBefore` hours before the gig's start. */
const confirmedBefore = (hoursBefore: number) =>
  ({ terms: { confirmedAt: new Date(start - hoursBefore * HOUR).toISOString() } }) as Booking
const hoursBeforeStart = (iso: string | null) => (start - Date.parse(iso!)) / HOUR

describe('when a payment is due (dueAtOf)', () => {
  it('is 72 hours after the confirmation when the gig is far enough ahead', () => {
    expect(hoursBeforeStart(dueAtOf(confirmedBefore(240), gigDate, 12))).toBe(240 - 72)
  })

  it('is the hours before the gig the settings ask when that comes first', () => {
    // Confirmed 3 days ahead: 72 hours later would be the gig's start itself.
    expect(hoursBeforeStart(dueAtOf(confirmedBefore(72), gigDate, 12))).toBe(12)
    expect(hoursBeforeStart(dueAtOf(confirmedBefore(72), gigDate, 24))).toBe(24)
  })

  it('is within the hour of a late confirmation, and never after the gig starts', () => {
    // Confirmed 6 hours ahead, past the 12 hours: due an hour later.
    expect(hoursBeforeStart(dueAtOf(confirmedBefore(6), gigDate, 12))).toBe(5)
    // Confirmed half an hour ahead: due at the start, not an hour later.
    expect(hoursBeforeStart(dueAtOf(confirmedBefore(0.5), gigDate, 12))).toBe(0)
  })

  it('is nothing before the terms are confirmed', () => {
    expect(dueAtOf({ terms: {} } as Booking, gigDate, 12)).toBeNull()
    expect(dueAtOf({} as Booking, gigDate, 12)).toBeNull()
  })
})
