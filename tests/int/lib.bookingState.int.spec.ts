import { describe, expect, it } from 'vitest'

import { shownBookingState } from '../../src/lib/market/shownBookingState'
import { bookingMayBeCancelled, termsMayChange } from '../../src/lib/payments/paymentStates'

describe("a booking's badge says its true state", () => {
  it('is confirmed only once the artist confirmed the terms', () => {
    expect(shownBookingState({ state: 'confirmed', termsStatus: 'confirmed' })).toBe('confirmed')
    expect(shownBookingState({ state: 'confirmed', termsStatus: 'none' })).toBe('termsPending')
    expect(shownBookingState({ state: 'confirmed', termsStatus: 'proposed' })).toBe('termsPending')
  })

  it("names the artist's change request, and a cancelled or completed booking as such", () => {
    const asked = { message: 'Bir saat sonra?', at: '2026-11-28T20:00:00.000Z' }
    expect(
      shownBookingState({ state: 'confirmed', termsStatus: 'proposed', termsChangeRequest: asked }),
    ).toBe('changeRequested')
    expect(shownBookingState({ state: 'cancelled', termsStatus: 'confirmed' })).toBe('cancelled')
    expect(shownBookingState({ state: 'completed', termsStatus: 'confirmed' })).toBe('completed')
  })
})

describe('what a booking\'s payment allows', () => {
  it('lets terms change only before money moved', () => {
    for (const status of [null, undefined, 'unpaid', 'due'] as const)
      expect(termsMayChange(status)).toBe(true)
    for (const status of ['paid', 'held', 'released', 'refunded', 'partlyRefunded'] as const)
      expect(termsMayChange(status)).toBe(false)
  })

  it('lets a party cancel until a problem holds the money or it is settled', () => {
    for (const status of [null, 'unpaid', 'due', 'paid'] as const)
      expect(bookingMayBeCancelled(status)).toBe(true)
    for (const status of ['held', 'released', 'refunded', 'partlyRefunded'] as const)
      expect(bookingMayBeCancelled(status)).toBe(false)
  })
})
