import 'server-only'

import { PROVIDES, type BookingTerms, type TermsStatus } from '@/lib/market/bookingTerms'

import type { Booking } from '../../../../payload-types'
import type { AgreedFee } from '../agreedFee'

/** The terms stored on a booking, or null before any were proposed. */
export function toBookingTerms(booking: Booking): BookingTerms | null {
  const terms = booking.terms
  if ((booking.termsStatus ?? 'none') === 'none' || !terms?.setAt) return null
  return {
    fee: { type: terms.fee?.type ?? 'fixed', amount: terms.fee?.amount ?? null },
    setLengthMinutes: terms.setLengthMinutes ?? 0,
    loadInAt: terms.loadInAt ?? null,
    soundcheckAt: terms.soundcheckAt ?? null,
    doorsAt: terms.doorsAt ?? null,
    setAt: terms.setAt,
    provides: Object.fromEntries(
      PROVIDES.map((key) => [key, Boolean(terms.provides?.[key])]),
    ) as BookingTerms['provides'],
    cancellationPolicy: terms.cancellationPolicy ?? 'flexible',
  }
}

export const termsStatusOf = (booking: Booking): TermsStatus => booking.termsStatus ?? 'none'

/** The fee the terms start from: the agreed one when it is one amount or the door, else none. */
export function defaultTermsFee(agreed: AgreedFee): BookingTerms['fee'] | null {
  if (!agreed || agreed.type === 'range') return null
  if (agreed.type === 'door') return { type: 'door', amount: null }
  return { type: 'fixed', amount: agreed.amount }
}
