import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { hasRole } from '../../../../access/hasRole'
import { maskIban } from '@/lib/payments/iban'
import type { PayeeType, TaxStatus } from '@/lib/payments/payee'
import type { User } from '@/payload-types'
import { fail, type Failure, type MessageKey } from '@/server/platform'

import { activeProvider } from '../provider'
import { findRow, missingOf, openRow, seal } from './payoutRow'
import { payoutSchema } from './payoutSchema'

/** What the owner reads back: never the IBAN or the identity number, only their masked forms. */
export type PayoutView = {
  payeeType: PayeeType
  legalName: string
  iban: string
  identityNumber: string | null
  taxNumber: string | null
  taxOffice: string | null
  address: string
  city: string
  taxStatus: TaxStatus | null
  /** Registered with the provider: the type can no longer change. */
  registered: boolean
  /** Fields still needed before a payout can go out (empty when none). */
  missing: string[]
}

const maskTail = (value: string | undefined) =>
  value ? `${'*'.repeat(Math.max(0, value.length - 2))}${value.slice(-2)}` : null

/**
 * The provider's payee key of `userId`'s payout details, once registered; read in the transaction
 * of `req` when the caller holds one (a read on another of the pool's connections meanwhile
 * starves the pool once as many such transactions as it has connections run at once).
 */
export const findPayeeKey = async (payload: Payload, userId: number, req?: PayloadRequest) =>
  (await findRow(payload, { user: userId }, req))?.payeeKey ?? null

/** Whether `userId` has saved payout details: what selling paid tickets needs. */
export const hasPayoutDetails = async (payload: Payload, userId: number) =>
  Boolean((await findRow(payload, { user: userId }))?.sealed)

/** `user`'s own payout details, masked; null when none are saved. */
export async function getPayout(payload: Payload, user: User): Promise<PayoutView | null> {
  const row = await findRow(payload, { user: user.id })
  if (!row?.sealed) return null
  const details = openRow(row)
  return {
    payeeType: details.payeeType,
    legalName: details.legalName ?? '',
    iban: details.iban ? maskIban(details.iban) : '',
    identityNumber: maskTail(details.identityNumber),
    taxNumber: maskTail(details.taxNumber),
    taxOffice: details.taxOffice ?? null,
    address: details.address ?? '',
    city: details.city ?? '',
    taxStatus: details.taxStatus ?? null,
    registered: Boolean(row.payeeKey),
    missing: missingOf(details),
  }
}

/**
 * A payee saves payout details: an artist (paid a booking's fee) or a venue (paid its ticket
 * sales), alike. Checked by type, registered with the provider as the matching
 * sub-merchant type (or its registration updated), then stored sealed. A registered payee's type
 * never changes (the provider keeps a sub-merchant's type): a change is refused. An error names
 * its field.
 */
export async function savePayout(
  payload: Payload,
  user: User,
  body: unknown,
): Promise<PayoutView | Failure<'invalid' | 'forbidden' | 'unavailable' | 'conflict'>> {
  if (!hasRole(user, 'artist', 'organizer'))
    return fail('forbidden', 'Payments.payout.errors.onlyPayees')
  const parsed = payoutSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const message = issue.message.startsWith('Payments.')
      ? (issue.message as MessageKey)
      : 'Payments.payout.errors.required'
    return fail('invalid', message, { field: issue.path.join('.') || 'payeeType' })
  }
  const details = parsed.data
  const row = await findRow(payload, { user: user.id })
  let payeeKey = row?.payeeKey ?? null
  if (row && payeeKey && row.payeeType !== details.payeeType)
    return fail('conflict', 'Payments.payout.errors.typeFixed', { field: 'payeeType' })
  const active = activeProvider()
  if (active) {
    const registered = await active.provider.registerPayee({
      key: `payee-${user.id}`,
      payeeKey,
      email: user.email,
      identityNumber: undefined,
      taxNumber: undefined,
      taxOffice: undefined,
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
    payeeType: details.payeeType,
    taxStatus: details.taxStatus,
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
