import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Booking } from '../../../../payload-types'
import { fail, type Failure } from '../../../platform'
import { lockBookingRows } from '../lockBookingRows'

/**
 * Every answer about a booking's terms (propose, confirm, ask for a change) starts here, inside
 * its transaction: it takes the booking's locks in the one order (`lockBookingRows`), so answers
 * to one booking run one after the other, and reads it afresh. A conflict when the booking is no
 * longer confirmed (cancelled or completed since the caller read it).
 */
export async function lockBooking(
  req: PayloadRequest,
  id: number,
): Promise<Booking | Failure<'conflict'>> {
  const { booking } = await lockBookingRows(req, id)
  if (booking.state !== 'confirmed') return fail('conflict', 'Terms.errors.notConfirmedBooking')
  return booking
}
