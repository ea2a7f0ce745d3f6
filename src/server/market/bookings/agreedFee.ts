import type { Application, Gig } from '../../../payload-types'

/** The fee agreed: the accepted application's proposed amount, else what the gig offered. */
export type AgreedFee =
  | { type: 'proposed' | 'fixed'; amount: number }
  | { type: 'range'; min: number; max: number }
  | { type: 'door' }
  | null

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
