import type { Ref } from 'react'

import type { ContractDocuments } from '@/lib/legal/distanceContract'

import { ContractPart } from './ContractPart'
import styles from './ContractPart.module.css'

type Props = {
  /** The checkbox's id, unique on the page. */
  id: string
  documents: ContractDocuments
  /** The acceptance sentence beside the box. */
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** The id of the message saying the box must be ticked, while it is shown. */
  errorId?: string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The pre-information form and the distance contract, folded, and the unticked box that accepts
 * them: the explicit step Law 6502 asks before a payment at a distance (a booking's or a ticket
 * order's). What "pay" does with it is its screen's own.
 */
export function ContractConsent({
  id,
  documents,
  label,
  checked,
  onChange,
  errorId,
  inputRef,
}: Props) {
  return (
    <div className={styles.consent} data-testid="contract-consent">
      <ContractPart part={documents.preInformation} />
      <ContractPart part={documents.contract} />
      <div className={styles.accept}>
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  )
}
