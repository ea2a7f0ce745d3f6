'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { useMoney } from '@/components/i18n/useMoney'
import { ContractConsent } from '@/components/legal/ContractConsent'
import type { BookingContractView } from '@/server/payments'

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
  const send = useSend()
  const contract = useApi<BookingContractView>(`/api/bookings/${bookingId}/contract`)
  const [accepted, setAccepted] = useState(false)
  const [missing, setMissing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const box = useRef<HTMLInputElement>(null)
  const documents = contract.data?.documents

  const pay = async () => {
    if (!contract.data) return
    if (!accepted) {
      setMissing(true)
      return box.current?.focus()
    }
    setBusy(true)
    setError(null)
    const reply = await send<{ checkoutUrl: string }>(`/api/bookings/${bookingId}/payment`, {
      body: { contract: contract.data.hash },
    })
    if (!reply.ok) {
      setBusy(false)
      // New terms since the text was read: the new text is fetched, to be read and accepted again.
      if (reply.error.status === 409) {
        setAccepted(false)
        void contract.reload()
      }
      return setError(reply.error.message)
    }
    window.location.assign(reply.data.checkoutUrl)
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
          onClick={() => void pay()}
        >
          {busy ? t('paying') : t('pay', { amount: money(amount) })}
        </button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
