/** What a venue may provide for a booked act; each is a yes/no in the terms. */
export const PROVIDES = [
  'backline',
  'pa',
  'soundEngineer',
  'meals',
  'drinks',
  'accommodation',
] as const
export type Provision = (typeof PROVIDES)[number]

/** Each policy has one fixed meaning, written in both catalogues (`Terms.policy.<key>.meaning`). */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number]

/** `proposed` by the organizer, `confirmed` by the artist; a change after that proposes again. */
export type TermsStatus = 'none' | 'proposed' | 'confirmed'

/** A booked fee is one amount, or the door. */
export const TERMS_FEE_TYPES = ['fixed', 'door'] as const
export type TermsFeeType = (typeof TERMS_FEE_TYPES)[number]

export type BookingTerms = {
  fee: { type: TermsFeeType; amount: number | null }
  setLengthMinutes: number
  loadInAt: string | null
  soundcheckAt: string | null
  /** When the doors open to the audience; the show page shows it beside the set times. */
  doorsAt: string | null
  setAt: string
  provides: Record<Provision, boolean>
  cancellationPolicy: CancellationPolicy
}
