import 'server-only'

import type { Booking } from '@/payload-types'

/**
 * What a booking's confirmed terms ask the organizer to pay on the platform, in kuruş, with the
 * platform's commission (the artist's cost) and the artist's share; null when nothing is paid here
 * (terms not confirmed, a door fee, no fee).
 */
export function bookingAmounts(booking: Booking, commissionPercent: number) {
  const fee = booking.terms?.fee
  if (booking.termsStatus !== 'confirmed' || fee?.type !== 'fixed' || !fee.amount) return null
  const amount = fee.amount
  const commission = Math.round((amount * commissionPercent) / 100)
  return {
    amount,
    commission,
    artistAmount: amount - commission,
    policy: booking.terms?.cancellationPolicy ?? 'flexible',
  }
}
