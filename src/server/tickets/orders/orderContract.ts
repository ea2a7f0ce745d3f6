import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { ContractText } from '@/lib/legal/distanceContract'
import { ticketContract, type TicketContractFacts } from '@/lib/legal/ticketContract'
import type { TicketOrder, TicketType, User } from '@/payload-types'

import { idOf } from '../../../lib/idOf'
import { parseRecordId } from '../../../lib/parseRecordId'
import { providerIdentity } from '../../legal'
import { contractView, type ContractView } from '../../payments'
import type { Failure } from '../../platform'
import { whyNotPayable } from './orderSettlement'
import { readOrder } from './orderView'

/**
 * The facts of `order`'s distance sales contract: the show (title, date, venue), the seller (the
 * show's venue, its name and address from its profile), the buyer, the lines as held and the
 * total, and the platform's identity. Read afresh on every call, so a text read before a change
 * (a price, the show's date, the venue's address) no longer has the hash of the one read after.
 */
export async function orderContractFacts(
  payload: Payload,
  buyer: User,
  order: TicketOrder,
): Promise<TicketContractFacts> {
  // Public records (a show and its venue), read with full access: the seller is named in the
  // contract even while the venue's page is hidden.
  const gig = await payload.findByID({
    collection: 'gigs',
    id: idOf(order.gig)!,
    depth: 0,
    select: { title: true, date: true, venue: true, venueProfile: true },
    overrideAccess: true,
  })
  const venueId = idOf(gig.venueProfile)
  const venue = venueId
    ? await payload.findByID({
        collection: 'venues',
        id: venueId,
        depth: 0,
        select: { name: true, address: true },
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  const seller = { name: venue?.name || gig.venue || '', address: venue?.address || null }
  return {
    orderId: order.id,
    gig: { title: gig.title, date: gig.date, venue: seller.name, address: seller.address },
    seller,
    buyer: { name: buyer.fullname || buyer.email, email: buyer.email },
    lines: order.lines.map((line) => {
      const name = (line.ticketType as Pick<TicketType, 'name'> | null)?.name
      return {
        name: { tr: name?.tr ?? '', en: name?.en ?? '' },
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        unitFee: line.unitFee,
      }
    }),
    total: order.total,
    provider: providerIdentity(),
  }
}

/** The order's documents in any language, from its facts. */
export const orderContractOf = (facts: TicketContractFacts) => (locale: Locale, t: ContractText) =>
  ticketContract(facts, locale, t)

/**
 * The pre-information form and the distance sales contract of `user`'s held order `idParam`, in
 * `locale`, with the hash "pay" sends back. Null when the order is not `user`'s (an admin who may
 * read it included: the contract is the buyer's); a conflict when it is not to be paid (free,
 * paid, given back, lapsed).
 */
export async function orderContract(
  payload: Payload,
  user: User,
  idParam: string,
  locale: Locale,
): Promise<ContractView | Failure<'conflict'> | null> {
  const id = parseRecordId(idParam)
  const order = id ? await readOrder(payload, user, id) : null
  if (!order || idOf(order.buyer) !== user.id) return null
  const refused = whyNotPayable(order, user.id, new Date())
  if (refused) return refused
  return contractView(orderContractOf(await orderContractFacts(payload, user, order)), locale)
}
