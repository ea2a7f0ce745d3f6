'use client'

import { useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import type { ContractView } from '@/server/payments'

/**
 * Paying after accepting a contract: reads the pre-information form and the distance contract
 * at `contractPath`, keeps whether their box is ticked, and `pay` sends the accepted text's hash
 * to `paymentPath` and goes to the provider's page. A refusal is kept as `error`; a 409 (the text
 * changed since it was read, or it can no longer be paid) reads the texts again and unticks the
 * box, to be read and accepted again. `pay` answers false when it was refused.
 */
export function useContractPayment(contractPath: string, paymentPath: string) {
  const send = useSend()
  const contract = useApi<ContractView>(contractPath)
  const [accepted, setAccepted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const pay = async (hash: string): Promise<boolean> => {
    setBusy(true)
    setError(null)
    const reply = await send<{ checkoutUrl: string }>(paymentPath, { body: { contract: hash } })
    if (!reply.ok) {
      setBusy(false)
      if (reply.error.status === 409) {
        setAccepted(false)
        void contract.reload()
      }
      setError(reply.error.message)
      return false
    }
    window.location.assign(reply.data.checkoutUrl)
    return true
  }

  return { contract, documents: contract.data?.documents, accepted, setAccepted, busy, error, pay }
}
