import { describe, expect, it } from 'vitest'

import { fromClockInput, toClockInput } from '../../src/lib/market/termsClock'

// 21:00 in Istanbul on 1 May 2027 (UTC+3).
const start = '2027-05-01T18:00:00.000Z'

describe('terms times as an Istanbul clock', () => {
  it('reads a time before the start as the same day', () => {
    expect(fromClockInput('16:00', start)).toBe('2027-05-01T13:00:00.000Z')
    expect(fromClockInput('21:00', start)).toBe(start)
  })

  it('reads a time just after midnight as the night after the start', () => {
    expect(fromClockInput('00:30', start)).toBe('2027-05-01T21:30:00.000Z')
  })

  it('reads a time after the start in the morning as the day before, a 01:00 gig', () => {
    // 01:00 on 2 May; a 22:00 soundcheck is the evening before.
    expect(fromClockInput('22:00', '2027-05-01T22:00:00.000Z')).toBe('2027-05-01T19:00:00.000Z')
  })

  it('shows an instant as HH:MM in Istanbul, and refuses a malformed time', () => {
    expect(toClockInput('2027-05-01T13:00:00.000Z')).toBe('16:00')
    expect(toClockInput(null)).toBe('')
    expect(fromClockInput('4pm', start)).toBeNull()
  })
})
