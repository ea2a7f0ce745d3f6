import { describe, expect, it } from 'vitest'

import { shareHolding } from '../../src/lib/shareHolding'

describe("a fragment's share of a column, from Postgres's sample of it", () => {
  it('counts the part of the histogram bounds holding it', () => {
    const sample = {
      common: [],
      nullShare: 0,
      bounds: ['sahne sanatci 1', 'sahne sanatci 12', 'sahne sanatci 512', 'sahne sanatci 7'],
    }
    expect(shareHolding(sample, 'sanatci')).toBe(1)
    expect(shareHolding(sample, '12')).toBe(0.5)
    expect(shareHolding(sample, 'deniz')).toBe(0)
  })

  it('adds the common values holding it and scales the bounds by the rest', () => {
    const sample = {
      common: [
        { value: 'deniz yildiz', share: 0.3 },
        { value: 'ada', share: 0.1 },
      ],
      nullShare: 0.1,
      bounds: ['deniz kaya', 'kaan', 'mert', 'selin'],
    }
    // 0.3 from the common values, and one bound in four of the remaining half.
    expect(shareHolding(sample, 'deniz')).toBeCloseTo(0.3 + 0.5 / 4)
    expect(shareHolding(sample, 'ada')).toBeCloseTo(0.1)
  })

  it('has no estimate without a sample', () => {
    expect(shareHolding(null, 'a')).toBeUndefined()
    expect(shareHolding({ common: [], nullShare: 0, bounds: [] }, 'a')).toBeUndefined()
  })
})
