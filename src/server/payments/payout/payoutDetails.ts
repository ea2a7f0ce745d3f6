import 'server-only'

import type { Payload } from 'payload'

import { hasRole } from '../../../../access/hasRole'
import { maskIban } from '@/lib/payments/iban'
import type { User } from '@/payload-types'
import { fail, secretCipher, type Failure, type MessageKey } from '@/server/platform'

import { activeProvider } from '../provider'
import { payoutSchema, type PayoutInput } from './payoutSchema'

// The payout details' own key: a leak of another secret's key never opens them.
const { seal, unseal } = secretCipher('PAYOUT_ENCRYPTION_KEY', 'sahne-development-payout-key')

/** What the owner reads back: never the IBAN or the identity number, only their masked forms. */
export type PayoutView = {
  kind: 'person' | 'company'
  legalName: string
  iban: string
  identityNumber: string | null
  taxNumber: string | null
  taxOffice: string | null
  address: string
  city: string
  registered: boolean
}

const maskTail = (value: string | undefined) =>
  value ? `${'*'.repeat(Math.max(0, value.length - 2))}${value.slice(-2)}` : null

// Payout details are read by the server alone (the collection is closed to every request).
async function findRow(payload: Payload, userId: number) {
  const { docs } = await payload.find({
    collection: 'payout-details',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

/** The provider's payee key of `userId`'s payout details, once registered. */
export const findPayeeKey = async (payload: Payload, userId: number) =>
  (await findRow(payload, userId))?.payeeKey ?? null

/** `user`'s own payout details, masked; null when none are saved. */
export async function getPayout(payload: Payload, user: User): Promise<PayoutView | null> {
  const row = await findRow(payload, user.id)
  if (!row?.sealed) return null
  const details = unseal<PayoutInput>(row.sealed)
  return {
    kind: details.kind,
    legalName: details.legalName,
    iban: maskIban(details.iban),
    identityNumber: maskTail(details.identityNumber),
    taxNumber: maskTail(details.taxNumber),
    taxOffice: details.taxOffice ?? null,
    address: details.address,
    city: details.city,
    registered: Boolean(row.payeeKey),
  }
}

/**
 * An artist saves payout details: checked, registered with the provider as a payee (or its
 * registration updated), then stored sealed. An error names its field.
 */
export async function savePayout(
  payload: Payload,
  user: User,
  body: unknown,
): Promise<PayoutView | Failure<'invalid' | 'forbidden' | 'unavailable'>> {
  if (!hasRole(user, 'artist')) return fail('forbidden', 'Payments.payout.errors.onlyArtists')
  const parsed = payoutSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const message = issue.message.startsWith('Payments.')
      ? (issue.message as MessageKey)
      : 'Payments.payout.errors.required'
    return fail('invalid', message, { field: issue.path.join('.') })
  }
  const details = parsed.data
  const row = await findRow(payload, user.id)
  let payeeKey = row?.payeeKey ?? null
  const active = activeProvider()
  if (active) {
    const registered = await active.provider.registerPayee({
      key: `payee-${user.id}`,
      payeeKey,
      email: user.email,
      ...details,
    })
    if (!registered.ok) {
      payload.logger.error(`[payments] payee refused: ${registered.code}`)
      return fail('unavailable', 'Payments.errors.provider')
    }
    payeeKey = registered.payeeKey
  }
  const data = {
    user: user.id,
    kind: details.kind,
    city: details.city,
    ibanLast4: details.iban.slice(-4),
    sealed: seal(details),
    payeeKey,
  }
  if (row)
    await payload.update({ collection: 'payout-details', id: row.id, data, overrideAccess: true })
  else await payload.create({ collection: 'payout-details', data, overrideAccess: true })
  return (await getPayout(payload, user))!
}
