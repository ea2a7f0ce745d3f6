import { getTranslations } from 'next-intl/server'

import type { PaymentRecord } from '@/server/payments'

type Props = { record: PaymentRecord | null; paymentsOn: boolean }

/**
 * A venue's payment record as a fact of a list (`<dt>`/`<dd>`): how many bookings it paid on
 * Sahne, how many on time, how many it cancelled late. Nothing while payments are off.
 */
export async function PaymentRecordFacts({ record, paymentsOn }: Props) {
  if (!paymentsOn) return null
  const t = await getTranslations('Payments.record')
  return (
    <>
      <dt>{t('label')}</dt>
      <dd data-payment-record={record ? record.paidOnPlatform : ''}>
        {record
          ? t('value', {
              paid: record.paidOnPlatform,
              onTime: record.paidOnTime,
              late: record.cancelledLate,
            })
          : t('notEnough')}
      </dd>
    </>
  )
}
