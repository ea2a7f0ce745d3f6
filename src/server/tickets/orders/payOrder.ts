import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { idOf } from '../../../lib/idOf'
import { parseRecordId } from '../../../lib/parseRecordId'
import { contractInEveryLanguage, startOrderCheckout } from '../../payments'
import { fail, isFailure, type Failure } from '../../platform'
import { orderContractFacts, orderContractOf } from './orderContract'
import { orderSettlement, whyNotPayable } from './orderSettlement'
import { readOrder } from './orderView'

type Context = {
  locale: Locale
  ip: string
  origin: string
  /** The hash of the order's contract the buyer read and accepted (`GET …/contract`). */
  contract?: string
}

/**
 * The buyer pays their held order: `{ checkoutUrl }` of the provider's page, through the
 * bookings' checkout path (payments' `startOrderCheckout`), the venue paid the prices and the
 * platform the fees. A free, given back, lapsed or paid order is a 409 saying which (checked
 * again under the order's locks there); only the buyer pays (an admin who may read it, 403).
 * The buyer must have accepted the order's pre-information form and contract: without their
 * hash a 400, with the hash of another text (the order's facts changed since, or it was read in
 * the other language) a 409; the acceptance is recorded with the checkout, in its transaction.
 * Null when `user` cannot read order `idParam`.
 */
export async function payOrder(
  payload: Payload,
  user: User,
  idParam: string,
  context: Context,
): Promise<
  { checkoutUrl: string } | Failure<'invalid' | 'forbidden' | 'conflict' | 'unavailable'> | null
> {
  const id = parseRecordId(idParam)
  const order = id ? await readOrder(payload, user, id) : null
  if (!order) return null
  if (idOf(order.buyer) !== user.id) return fail('forbidden', 'Tickets.errors.onlyBuyer')
  // Said at once, before any provider is asked; checked again under the order's locks.
  const refused = whyNotPayable(order, user.id, new Date())
  if (refused) return refused
  if (!context.contract)
    return fail('invalid', 'Payments.errors.contractRequired', { field: 'contract' })
  const gig = await payload.findByID({
    collection: 'gigs',
    id: idOf(order.gig),
    depth: 0,
    select: { organizer: true },
    overrideAccess: true,
  })
  const payee = idOf(gig.organizer)
  if (!payee) return fail('conflict', 'Payments.errors.venueNoPayout')
  const fee = order.lines.reduce((sum, line) => sum + line.quantity * line.unitFee, 0)
  const facts = await orderContractFacts(payload, user, order)
  const { contract: hash, ...checkout } = context
  const contract = {
    facts,
    documents: contractInEveryLanguage(orderContractOf(facts)),
    hash,
    locale: context.locale,
    ip: context.ip,
  }
  const started = await startOrderCheckout(
    payload,
    user,
    { id: order.id, amount: order.total, fee, payee, version: order.createdAt, contract },
    orderSettlement,
    checkout,
  )
  return isFailure(started) ? started : { checkoutUrl: started.checkoutUrl }
}
