'use client'

import { useTranslations } from 'next-intl'

import { DownloadButton } from '@/components/files/DownloadButton.client'

import styles from './Payments.module.css'

type Props = {
  bookingId: number
  isOrganizer: boolean
  /** The artist's commission statement number, once there is one. */
  commissionStatement: string | null
}

/** The payment's documents: the organizer's receipt, the artist's statement and commission statement. */
export function PaymentDocuments({ bookingId, isOrganizer, commissionStatement }: Props) {
  const t = useTranslations('Payments.card')
  return (
    <div className={styles.actions}>
      <DownloadButton
        href={`/api/bookings/${bookingId}/payment.pdf`}
        fileName={`sahne-${isOrganizer ? 'receipt' : 'payout-statement'}-${bookingId}.pdf`}
        className="button secondary small"
        busyLabel={t('downloadPreparing')}
      >
        {isOrganizer ? t('download.receipt') : t('download.statement')}
      </DownloadButton>
      {!isOrganizer && commissionStatement ? (
        <DownloadButton
          href={`/api/bookings/${bookingId}/commission.pdf`}
          fileName={`sahne-commission-${commissionStatement}.pdf`}
          className="button secondary small"
          busyLabel={t('downloadPreparing')}
        >
          {t('download.commission', { number: commissionStatement })}
        </DownloadButton>
      ) : null}
    </div>
  )
}
