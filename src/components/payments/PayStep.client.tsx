'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { useMoney } from '@/components/i18n/useMoney'
import { ContractConsent } from '@/components/legal/ContractConsent'
import { useContractPayment } from '@/components/legal/useContractPayment'

import styles from './Payments.module.css'

type Props = { bookingId: number; amount: number }

/**
 * The organizer's way to pay: the pre-information form and the distance contract of the booking
 * in the page's language, an unticked box to accept them, and Pay, which sends the accepted
 * text's hash and goes to the provider's page. Without the box ticked, Pay says so at the box.
 */
export function PayStep({ bookingId, amount }: Props) {
  const t = useTranslations('Payments.card')
  const consent = useTranslations('Payments.contract')
  const money = useMoney()
  // New terms since the text was read make the payment a 409: the hook reads the new text, to be
  // read and accepted again.
  const { contract, documents, accepted, setAccepted, busy, error, pay } = useContractPayment(
    `/api/bookings/${bookingId}/contract`,
    `/api/bookings/${bookingId}/payment`,
  )
  const [missing, setMissing] = useState(false)
  const box = useRef<HTMLInputElement>(null)

  const payBooking = async () => {
    if (!contract.data) return
    if (!accepted) {
      setMissing(true)
      return box.current?.focus()
    }
    await pay(contract.data.hash)
  }

  return (
    <div className={styles.payStep}>
      <h3>{consent('heading')}</h3>
      {documents ? (
        <>
          <ContractConsent
            id={`contract-accept-${bookingId}`}
            documents={documents}
            label={consent('accept')}
            checked={accepted}
            onChange={(checked) => {
              setAccepted(checked)
              setMissing(false)
            }}
            errorId={missing && !accepted ? `contract-missing-${bookingId}` : undefined}
            inputRef={box}
          />
          {missing && !accepted ? (
            <p className="field-error" id={`contract-missing-${bookingId}`} role="alert">
              {consent('required')}
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.hint}>
          {contract.error ? contract.error.message : consent('loading')}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={busy || !documents}
          onClick={() => void payBooking()}
        >
          {busy ? t('paying') : t('pay', { amount: money(amount) })}
        </button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
