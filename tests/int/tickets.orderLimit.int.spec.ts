import { describe, expect, it } from 'vitest'

import { mostOf } from '../../src/lib/tickets/orderLimit'

const general = { id: 1, available: 50, perOrderLimit: 6 }
const guest = { id: 2, available: 3, perOrderLimit: 10 }
const vip = { id: 3, available: 20, perOrderLimit: 4 }
const types = [general, guest, vip]

describe('the buy box’s stepper bound', () => {
  it('is what is left of the type, at most its limit, with nothing else chosen', () => {
    expect(mostOf(general, types, {})).toBe(6)
    expect(mostOf(guest, types, {})).toBe(3)
    expect(mostOf(vip, types, {})).toBe(4)
  })

  it('counts the other chosen types against the smallest limit among them, as the hold does', () => {
    // 2 General chosen (limit 6): VIP's own limit is 4, and 2 are already in the order.
    expect(mostOf(vip, types, { 1: 2 })).toBe(2)
    // 1 VIP chosen: the order's limit is now 4 for General too, 1 of it taken.
    expect(mostOf(general, types, { 3: 1 })).toBe(3)
    // The type's own count does not count against itself.
    expect(mostOf(general, types, { 1: 5 })).toBe(6)
  })

  it('is never below 0, and 0 when nothing is left', () => {
    expect(mostOf(vip, types, { 1: 6 })).toBe(0)
    expect(mostOf({ ...guest, available: 0 }, types, {})).toBe(0)
  })
})
