'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { useMoney } from '@/components/i18n/useMoney'
import type { PaymentView } from '@/server/payments'

import styles from './Payments.module.css'

/** Inside the cancel dialog of a paid booking: what cancelling now does with the money. */
export function CancelSplit({ bookingId }: { bookingId: number }) {
  const t = useTranslations('Payments.card')
  const money = useMoney()
  const view = useApi<PaymentView>(`/api/bookings/${bookingId}/payment`)
  const split = view.data?.ifCancelledNow
  if (!split) return null
  return (
    <p className={styles.notice} data-testid="cancel-split">
      {t('ifCancelled', {
        kept: money(split.kept),
        refunded: money(split.refunded),
      })}
    </p>
  )
}
