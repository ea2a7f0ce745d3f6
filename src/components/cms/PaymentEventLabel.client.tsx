'use client'
import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { dateTag, TIME_ZONE, toLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'
import { PAYMENT_EVENT_LABELS } from '@/lib/payments/paymentEventLabels'
import type { PaymentEvent } from '@/lib/payments/paymentStates'

type EventRow = { type?: PaymentEvent; at?: string; amount?: number | null }

/** A payment event's row in the panel: what happened, when (Istanbul time) and how much. */
export function PaymentEventLabel() {
  const { data, rowNumber } = useRowLabel<EventRow>()
  const { i18n } = useTranslation()
  const locale = toLocale(i18n.language)
  const parts = [
    data?.type ? PAYMENT_EVENT_LABELS[locale][data.type] : `#${(rowNumber ?? 0) + 1}`,
    data?.at
      ? new Date(data.at).toLocaleString(dateTag(locale), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: TIME_ZONE,
        })
      : null,
    typeof data?.amount === 'number' ? formatMoney(data.amount, locale) : null,
  ]
  return <span>{parts.filter(Boolean).join(' · ')}</span>
}
