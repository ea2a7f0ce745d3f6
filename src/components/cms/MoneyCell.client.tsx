'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClient } from 'payload'

import { toLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'

/** A kuruş amount in a panel list, as the site writes it (`₺4.000`, `₺4,000.50`). */
export function MoneyCell({ cellData }: DefaultCellComponentProps<NumberFieldClient>) {
  const { i18n } = useTranslation()
  return typeof cellData === 'number' ? (
    <span>{formatMoney(cellData, toLocale(i18n.language))}</span>
  ) : null
}
