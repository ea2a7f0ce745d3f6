import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../payload-types'
import { ApiError } from '../../app/api/_http/ApiError'
import { findGig } from './findGig'
import type { GigUpdate } from './gigInputSchema'
import { assertFutureDate, assertGigRules, refusedAs403 } from './gigWriteRules'
import type { PublicGig } from './toPublicGig'
import { toGigData } from './toGigData'

/**
 * Changes the fields sent; only the owning organizer or an admin may (403 for anyone else, null
 * for an unknown gig). A gig that has started cannot be opened again: it left the market.
 */
export async function updateGig(
  payload: Payload,
  user: User,
  id: string,
  input: GigUpdate,
): Promise<PublicGig | null> {
  const gig = await findGig(payload, id)
  if (!gig) return null
  if (input.date && input.date !== gig.date) assertFutureDate(input.date)
  const date = input.date ?? gig.date
  if (input.status === 'open' && gig.status !== 'open' && Date.parse(date) <= Date.now())
    throw new ApiError(400, 'GigForm.errors.pastNotOpen', { field: 'status' })
  assertGigRules({
    date,
    deadline: input.deadline !== undefined ? input.deadline : gig.deadline,
    fee: input.fee !== undefined ? input.fee : gig.fee,
  })
  await refusedAs403(
    payload.update({
      collection: 'gigs',
      id: gig.id,
      data: toGigData(input),
      overrideAccess: false,
      user,
    }),
  )
  return findGig(payload, gig.id)
}

/** DELETE on the API cancels: the gig leaves the market, its page stays (admins delete in /cms). */
export const cancelGig = (payload: Payload, user: User, id: string) =>
  updateGig(payload, user, id, { status: 'cancelled' })
