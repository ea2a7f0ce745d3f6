'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { ContractConsent } from '@/components/legal/ContractConsent'
import { useContractPayment } from '@/components/legal/useContractPayment'

import styles from './TicketBox.module.css'

type Props = {
  orderId: number
  /** The payment was refused (the order may have changed): read it again. */
  onRefused: () => void
  /** Another action of the order is running (giving it back). */
  disabled: boolean
  /** The order's other actions, beside Pay. */
  children: ReactNode
}

/**
 * Paying a held order: its pre-information form and distance sales contract in the page's
 * language, folded, the box that accepts them, and Pay, disabled until the box is ticked, which
 * sends the accepted text's hash and goes to the provider's page. A 409 (the text changed, or the
 * order can no longer be paid) reads the texts again, unticks the box and says why.
 */
export function OrderPay({ orderId, onRefused, disabled, children }: Props) {
  const t = useTranslations('TicketBox')
  const { contract, documents, accepted, setAccepted, busy, error, pay } = useContractPayment(
    `/api/orders/${orderId}/contract`,
    `/api/orders/${orderId}/payment`,
  )

  const payOrder = async () => {
    if (!contract.data || !accepted) return
    if (!(await pay(contract.data.hash))) onRefused()
  }

  return (
    <>
      <h3>{t('contractHeading')}</h3>
      {documents ? (
        <ContractConsent
          id={`order-contract-${orderId}`}
          documents={documents}
          label={t('contractAccept')}
          checked={accepted}
          onChange={setAccepted}
        />
      ) : (
        <p className={styles.note}>
          {contract.error ? contract.error.message : t('contractLoading')}
        </p>
      )}
      {documents && !accepted ? <p className={styles.note}>{t('tickToPay')}</p> : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          onClick={() => void payOrder()}
          disabled={busy || disabled || !documents || !accepted}
        >
          {busy ? t('working') : t('pay')}
        </button>
        {children}
      </div>
    </>
  )
}
