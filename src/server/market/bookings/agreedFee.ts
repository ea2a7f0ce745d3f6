import type { Application, Booking, Gig } from '../../../payload-types'

/** The fee agreed: the accepted application's proposed amount, else what the gig offered. */
export type AgreedFee =
  | { type: 'proposed' | 'fixed'; amount: number }
  | { type: 'range'; min: number; max: number }
  | { type: 'door' }
  | null

/** The fee as it stands when a booking is made: what the booking then stores (`agreedFee`). */
export function agreedFee(application: Application | number, gig: Gig): AgreedFee {
  const proposed = typeof application === 'object' ? application.proposedFee : null
  if (proposed != null) return { type: 'proposed', amount: proposed }
  const fee = gig.fee
  if (fee?.type === 'fixed' && fee.amount != null) return { type: 'fixed', amount: fee.amount }
  if (fee?.type === 'range' && fee.min != null && fee.max != null)
    return { type: 'range', min: fee.min, max: fee.max }
  if (fee?.type === 'door') return { type: 'door' }
  return null
}

/** The fee a booking stored when it was made; later edits of the gig never reach it. */
export function bookedFee(booking: Pick<Booking, 'agreedFee'>): AgreedFee {
  const fee = booking.agreedFee
  if ((fee?.type === 'proposed' || fee?.type === 'fixed') && fee.amount != null)
    return { type: fee.type, amount: fee.amount }
  if (fee?.type === 'range' && fee.min != null && fee.max != null)
    return { type: 'range', min: fee.min, max: fee.max }
  if (fee?.type === 'door') return { type: 'door' }
  return null
}

/** What a new booking stores of `fee` (every field written, so nothing is left from a default). */
export const toStoredFee = (fee: AgreedFee): NonNullable<Booking['agreedFee']> => ({
  type: fee?.type ?? null,
  amount: fee && 'amount' in fee ? fee.amount : null,
  min: fee?.type === 'range' ? fee.min : null,
  max: fee?.type === 'range' ? fee.max : null,
})
