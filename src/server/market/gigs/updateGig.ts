import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { istanbulDay } from '../../../lib/market/istanbulTime'
import { fail, inTransaction, isFailure, lockRow, type Failure } from '../../platform'
import { movedGigClash } from '../availability/movedGigClash'
import { cancelGigBookings } from '../bookings/cancelGigBookings'
import { reopenMovedTerms, tellGigMoved } from '../bookings/reopenMovedTerms'
import { findGig } from './findGig'
import type { GigUpdate } from './gigInputSchema'
import {
  gigRulesRefusal,
  pastDateRefusal,
  refusedAsForbidden,
  type GigFailure,
} from './gigWriteRules'
import type { PublicGig } from './toPublicGig'
import { toGigData } from './toGigData'

/**
 * Changes the fields sent; only the owning organizer or an admin may (forbidden for anyone else, null
 * for an unknown gig). A gig that has started cannot be opened again: it left the market. Cancelling
 * it cancels its bookings and closes its pending applications. Moving it (date, time, venue, city)
 * sends its bookings' terms back to the artists for a new confirmation; moving it to another day
 * is refused while a booked artist is busy that day.
 */
export async function updateGig(
  payload: Payload,
  user: User,
  id: string,
  input: GigUpdate,
): Promise<PublicGig | GigFailure | Failure<'conflict'> | null> {
  const gig = await findGig(payload, id)
  if (!gig) return null
  const moved = input.date && input.date !== gig.date ? pastDateRefusal(input.date) : null
  if (moved) return moved
  const date = input.date ?? gig.date
  if (input.status === 'open' && gig.status !== 'open' && Date.parse(date) <= Date.now())
    return fail('invalid', 'GigForm.errors.pastNotOpen', { field: 'status' })
  const refusal = gigRulesRefusal({
    date,
    deadline: input.deadline !== undefined ? input.deadline : gig.deadline,
    fee: input.fee !== undefined ? input.fee : gig.fee,
  })
  if (refusal) return refusal
  const moving = movesGig(gig, input)
  const newDay = istanbulDay(new Date(date))
  const changesDay = newDay !== istanbulDay(new Date(gig.date))
  const written = await refusedAsForbidden(
    inTransaction(payload, user, async (req) => {
      // A move and an accept or a terms confirmation in flight run one after the other.
      if (moving) await lockRow(req, 'gigs', gig.id)
      const clash = changesDay ? await movedGigClash(req, gig.id, newDay) : null
      if (clash) return clash
      await payload.update({
        collection: 'gigs',
        id: gig.id,
        data: toGigData(input),
        overrideAccess: false,
        user,
        req,
      })
      return moving ? reopenMovedTerms(req, gig.id) : []
    }),
  )
  if (isFailure(written)) return written
  await tellGigMoved(payload, written)
  if (input.status === 'cancelled' && gig.status !== 'cancelled')
    await cancelGigBookings(payload, user, gig.id)
  return findGig(payload, gig.id)
}

/** Whether `input` changes where or when the gig happens, which its bookings' terms name. */
function movesGig(gig: PublicGig, input: GigUpdate): boolean {
  return (
    (input.date !== undefined && Date.parse(input.date) !== Date.parse(gig.date)) ||
    (input.city !== undefined && input.city !== gig.cityKey) ||
    (input.venue !== undefined && (input.venue || null) !== (gig.venue || null))
  )
}

/** DELETE on the API cancels: the gig leaves the market, its page stays (admins delete in /cms). */
export const cancelGig = (payload: Payload, user: User, id: string) =>
  updateGig(payload, user, id, { status: 'cancelled' })
