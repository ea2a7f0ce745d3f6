import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { hasRole } from '../../../../../access/hasRole'
import type { BookingTerms } from '@/lib/market/bookingTerms'
import type { Booking, Gig, User } from '../../../../payload-types'
import { inTransaction } from '../../../platform'
import { fail, isFailure, type Failure } from '../../../platform'
import { idOf } from '../../applications/parties'
import { findBooking, findBookingDoc } from '../findBooking'
import { bookedFee } from '../agreedFee'
import type { BookingSummary } from '../toBookingSummary'
import { checkTermsTimes } from './checkTermsTimes'
import { lockBooking } from './lockBooking'
import { tellTermsParty } from './tellTermsParty'
import { parseTermsInput } from './parseTermsInput'
import { defaultTermsFee, toBookingTerms } from './toBookingTerms'

type Refusal = Failure<'invalid' | 'forbidden' | 'conflict'>

/**
 * The organizer (or an admin) proposes a confirmed booking's terms; the artist is told. Terms
 * that differ from confirmed ones go back to `proposed`; the same terms again change nothing,
 * unless the artist asked for a change (then they are the answer). A proposal clears the request.
 * Null when `user` cannot see the booking. `before` runs first in the same transaction, under the
 * booking's lock (what another context requires of a change of terms, such as no payment made);
 * a failure it answers refuses the proposal.
 */
export async function proposeTerms(
  payload: Payload,
  user: User,
  id: string,
  body: unknown,
  before?: (req: PayloadRequest, bookingId: number) => Promise<Refusal | void>,
): Promise<BookingSummary | Refusal | null> {
  const visible = await findBookingDoc(payload, user, id)
  if (!visible) return null
  if (user.id !== idOf(visible.organizer) && !hasRole(user, 'admin'))
    return fail('forbidden', 'Terms.errors.onlyOrganizer')
  const input = parseTermsInput(body)
  if (isFailure(input)) return input
  const terms = await completeTerms(payload, visible, input)
  if (isFailure(terms)) return terms
  const changed = await inTransaction(payload, user, async (req) => {
    const current = await lockBooking(req, visible.id)
    if (isFailure(current)) return current
    const refused = await before?.(req, visible.id)
    if (refused) return refused
    const same = JSON.stringify(toBookingTerms(current)) === JSON.stringify(terms)
    // The same terms again change nothing, unless they answer the artist's change request.
    if (same && current.termsStatus !== 'none' && !current.terms?.changeRequest) return false
    const now = new Date().toISOString()
    await payload.update({
      collection: 'bookings',
      id: visible.id,
      data: {
        termsStatus: 'proposed',
        terms: {
          ...terms,
          proposedAt: now,
          confirmedAt: null,
          changeRequest: null,
          changeRequestedAt: null,
        },
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return true
  })
  if (isFailure(changed)) return changed
  if (changed) await tellTermsParty(payload, visible, 'termsProposed')
  return findBooking(payload, user, visible.id)
}

/** The input with the fee defaulted from the agreed one, checked against the gig's start. */
async function completeTerms(
  payload: Payload,
  booking: Booking,
  input: Exclude<ReturnType<typeof parseTermsInput>, Failure>,
): Promise<BookingTerms | Failure<'invalid'>> {
  // The gig of a booking the caller may read: read for its date.
  const gig = (await payload.findByID({
    collection: 'gigs',
    id: idOf(booking.gig),
    depth: 0,
    overrideAccess: true,
  })) as Gig
  const fee = input.fee ?? defaultTermsFee(bookedFee(booking))
  if (!fee) return fail('invalid', 'Terms.errors.feeRequired', { field: 'fee' })
  if (fee.type === 'fixed' && fee.amount == null)
    return fail('invalid', 'Terms.errors.feeRequired', { field: 'fee.amount' })
  const times = checkTermsTimes(input, gig.date)
  if (times) return times
  return { ...input, fee: { type: fee.type, amount: fee.type === 'door' ? null : fee.amount } }
}
