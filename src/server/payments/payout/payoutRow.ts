import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { REQUIRED_FIELDS, type PayeeType, type TaxStatus } from '@/lib/payments/payee'
import type { PayoutDetail } from '@/payload-types'
import { secretCipher } from '@/server/platform'

// The payout details' own key: a leak of another secret's key never opens them.
const { seal, unseal } = secretCipher('PAYOUT_ENCRYPTION_KEY', 'sahne-development-payout-key')
export { seal }

/** The sealed details as stored: details saved before payee types carry `kind` instead. */
type SealedPayout = {
  payeeType?: PayeeType
  kind?: 'person' | 'company'
  legalName?: string
  iban?: string
  identityNumber?: string
  taxNumber?: string
  taxOffice?: string
  address?: string
  city?: string
  taxStatus?: TaxStatus
}

/** A row's details, opened, with its type and tax status from the row's own columns. */
export function openRow(row: PayoutDetail): SealedPayout & { payeeType: PayeeType } {
  const details = unseal<SealedPayout>(row.sealed)
  return {
    ...details,
    payeeType: row.payeeType as PayeeType,
    taxStatus: (row.taxStatus ?? undefined) as TaxStatus | undefined,
  }
}

/** What a row still lacks before a payout may go out (field names, in the form's order). */
export const missingOf = (details: SealedPayout & { payeeType: PayeeType }) =>
  REQUIRED_FIELDS[details.payeeType].filter(
    (field) => !details[field as keyof SealedPayout]?.toString().trim(),
  )

// Payout details are read by the server alone (the collection is closed to every request).
export async function findRow(
  payload: Payload,
  where: { user: number } | { payeeKey: string },
  req?: PayloadRequest,
) {
  const { docs } = await payload.find({
    collection: 'payout-details',
    where:
      'user' in where ? { user: { equals: where.user } } : { payeeKey: { equals: where.payeeKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  return docs[0] ?? null
}
