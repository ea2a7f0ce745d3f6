import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { hasRole } from '../../../../../access/hasRole'
import type { User } from '../../../../payload-types'
import { inTransaction } from '../../../platform'
import { fail, isFailure, type Failure } from '../../../platform'
import { idOf } from '../../applications/parties'
import { findBooking, findBookingDoc } from '../findBooking'
import type { BookingSummary } from '../toBookingSummary'
import { checkTermsTimes } from './checkTermsTimes'
import { lockBooking } from './lockBooking'
import { tellTermsParty } from './tellTermsParty'

/**
 * The booked artist (or an admin) confirms the proposed terms; the organizer is told. With
 * `proposedAt` (the proposal the artist read), terms changed since are refused, not confirmed
 * unseen. Confirming confirmed terms again changes nothing. Null when `user` cannot see it.
 * `alongside` runs in the same transaction once the terms stand confirmed (what another context
 * does with confirmed terms, such as a payment falling due), so all of it happens or none: one
 * transaction, which also lets the request honour an Idempotency-Key.
 */
export async function confirmTerms(
  payload: Payload,
  user: User,
  id: string,
  proposedAt?: string | null,
  alongside?: (req: PayloadRequest, bookingId: number) => Promise<void>,
): Promise<BookingSummary | Failure<'forbidden' | 'conflict'> | null> {
  const visible = await findBookingDoc(payload, user, id)
  if (!visible) return null
  if (user.id !== idOf(visible.artistUser) && !hasRole(user, 'admin'))
    return fail('forbidden', 'Terms.errors.onlyArtist')
  const confirmed = await inTransaction(payload, user, async (req) => {
    const current = await lockBooking(req, visible.id)
    if (isFailure(current)) return current
    const stored = current.terms?.proposedAt
    if (proposedAt && (!stored || Date.parse(proposedAt) !== Date.parse(stored)))
      return fail('conflict', 'Terms.errors.changed')
    if (current.termsStatus === 'confirmed') {
      await alongside?.(req, visible.id)
      return false
    }
    if (current.termsStatus !== 'proposed') return fail('conflict', 'Terms.errors.nothingToConfirm')
    // A gig moved since the proposal: times outside its new window are not confirmed.
    const gig = await payload.findByID({
      collection: 'gigs',
      id: idOf(current.gig),
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (current.terms && gig.date && checkTermsTimes(current.terms, gig.date))
      return fail('conflict', 'Terms.errors.timesNoLongerFit')
    await payload.update({
      collection: 'bookings',
      id: visible.id,
      data: {
        termsStatus: 'confirmed',
        // Confirming after all answers the artist's own change request.
        terms: {
          confirmedAt: new Date().toISOString(),
          changeRequest: null,
          changeRequestedAt: null,
        },
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await alongside?.(req, visible.id)
    return true
  })
  if (isFailure(confirmed)) return confirmed
  if (confirmed) await tellTermsParty(payload, visible, 'termsConfirmed')
  return findBooking(payload, user, visible.id)
}
