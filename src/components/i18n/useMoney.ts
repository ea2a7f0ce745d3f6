'use client'

import { useLocale } from 'next-intl'

import { toLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'

/** `formatMoney` in the page's language, for client components. */
export function useMoney() {
  const locale = toLocale(useLocale())
  return (kurus: number, options?: { whole?: boolean }) => formatMoney(kurus, locale, options)
}
