import 'server-only'

import type { Payload } from 'payload'

import { hasRole } from '../../../../../access/hasRole'
import type { User } from '../../../../payload-types'
import { inTransaction } from '../../../platform'
import { fail, isFailure, type Failure } from '../../../platform'
import { idOf } from '../../applications/parties'
import { findBooking, findBookingDoc } from '../findBooking'
import type { BookingSummary } from '../toBookingSummary'
import type { TermsChangeInput } from './termsInputSchema'
import { lockBooking } from './lockBooking'
import { tellTermsParty } from './tellTermsParty'

/**
 * The booked artist (or an admin) answers proposed terms with a message asking for a change; the
 * organizer is told, the message quoted. The terms stay proposed until the organizer proposes
 * again (which clears the request) or the artist confirms them after all. With `proposedAt`,
 * terms changed since are refused. The same message again changes nothing. Null when `user`
 * cannot see the booking.
 */
export async function requestTermsChange(
  payload: Payload,
  user: User,
  id: string,
  { message, proposedAt }: TermsChangeInput,
): Promise<BookingSummary | Failure<'forbidden' | 'conflict'> | null> {
  const visible = await findBookingDoc(payload, user, id)
  if (!visible) return null
  if (user.id !== idOf(visible.artistUser) && !hasRole(user, 'admin'))
    return fail('forbidden', 'Terms.errors.onlyArtistAnswers')
  const asked = await inTransaction(payload, user, async (req) => {
    const current = await lockBooking(req, visible.id)
    if (isFailure(current)) return current
    if (current.termsStatus !== 'proposed') return fail('conflict', 'Terms.errors.nothingToAnswer')
    const stored = current.terms?.proposedAt
    if (proposedAt && (!stored || Date.parse(proposedAt) !== Date.parse(stored)))
      return fail('conflict', 'Terms.errors.changed')
    if (current.terms?.changeRequest === message) return false
    await payload.update({
      collection: 'bookings',
      id: visible.id,
      data: { terms: { changeRequest: message, changeRequestedAt: new Date().toISOString() } },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return true
  })
  if (isFailure(asked)) return asked
  if (asked) await tellTermsParty(payload, visible, 'termsChangeRequested', message)
  return findBooking(payload, user, visible.id)
}
