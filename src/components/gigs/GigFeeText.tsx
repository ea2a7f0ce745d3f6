import { getLocale, getTranslations } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'

import type { PublicGig } from '@/server/market'

/** The fee as read: an amount or a range in TRY, or "door share". */
export async function GigFeeText({ fee }: { fee: NonNullable<PublicGig['fee']> }) {
  const t = await getTranslations('Gigs')
  const locale = toLocale(await getLocale())
  const lira = (kurus: number | null) => formatMoney(kurus ?? 0, locale)
  if (fee.type === 'fixed') return <>{t('feeFixed', { amount: lira(fee.amount) })}</>
  if (fee.type === 'range') return <>{t('feeRange', { min: lira(fee.min), max: lira(fee.max) })}</>
  return <>{t('feeDoor')}</>
}
