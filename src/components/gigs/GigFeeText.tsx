import { getFormatter, getTranslations } from 'next-intl/server'

import type { PublicGig } from '@/server/market'

/** The fee as read: an amount or a range in TRY, or "door share". */
export async function GigFeeText({ fee }: { fee: NonNullable<PublicGig['fee']> }) {
  const t = await getTranslations('Gigs')
  const format = await getFormatter()
  const lira = (amount: number | null) =>
    format.number(amount ?? 0, { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 })
  if (fee.type === 'fixed') return <>{t('feeFixed', { amount: lira(fee.amount) })}</>
  if (fee.type === 'range') return <>{t('feeRange', { min: lira(fee.min), max: lira(fee.max) })}</>
  return <>{t('feeDoor')}</>
}
