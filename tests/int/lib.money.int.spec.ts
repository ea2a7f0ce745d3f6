import { describe, expect, it } from 'vitest'

import { formatMoney } from '@/lib/money/formatMoney'
import { kurusToLira, liraToKurus } from '@/lib/money/kurus'

describe('formatMoney: the one way money is shown', () => {
  it('shows whole lira without kuruş, the lira sign first, in Turkish and English', () => {
    expect(formatMoney(400_000, 'tr')).toBe('₺4.000')
    expect(formatMoney(400_000, 'en')).toBe('₺4,000')
  })

  it('shows kuruş with two digits when the amount has them', () => {
    expect(formatMoney(400_050, 'tr')).toBe('₺4.000,50')
    expect(formatMoney(400_050, 'en')).toBe('₺4,000.50')
    expect(formatMoney(5, 'tr')).toBe('₺0,05')
  })

  it('shows zero and negative amounts', () => {
    expect(formatMoney(0, 'tr')).toBe('₺0')
    expect(formatMoney(0, 'en')).toBe('₺0')
    expect(formatMoney(-12_345, 'tr')).toBe('-₺123,45')
    expect(formatMoney(-500_000, 'en')).toBe('-₺5,000')
  })

  it('rounds to the lira when asked for whole lira', () => {
    expect(formatMoney(400_050, 'tr', { whole: true })).toBe('₺4.001')
    expect(formatMoney(123_449, 'en', { whole: true })).toBe('₺1,234')
  })
})

describe('lira and kuruş', () => {
  it('turns typed lira into integer kuruş and back', () => {
    expect(liraToKurus(4000)).toBe(400_000)
    expect(liraToKurus(19.99)).toBe(1999)
    expect(liraToKurus(0.1 + 0.2)).toBe(30)
    expect(kurusToLira(400_050)).toBe(4000.5)
  })
})
