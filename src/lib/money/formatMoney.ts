import { dateTag, type Locale } from '@/i18n/locales'

import { KURUS_PER_LIRA } from './kurus'

const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: Locale, digits: 0 | 2) {
  const key = `${locale}:${digits}`
  let found = formatters.get(key)
  if (!found) {
    found = new Intl.NumberFormat(dateTag(locale), {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, found)
  }
  return found
}

/**
 * Kuruş as the reader's lira, the one way the site shows money: the lira sign first in both
 * languages, no kuruş when the amount is whole lira, two digits when it is not (`₺4.000`,
 * `₺4.000,50`; `₺4,000`, `₺4,000.50`). `whole` rounds to the lira (a range, a filter).
 */
export function formatMoney(kurus: number, locale: Locale, { whole = false } = {}) {
  const exact = !whole && kurus % KURUS_PER_LIRA !== 0
  const amount = whole ? Math.round(kurus / KURUS_PER_LIRA) : kurus / KURUS_PER_LIRA
  return formatter(locale, exact ? 2 : 0).format(amount)
}
