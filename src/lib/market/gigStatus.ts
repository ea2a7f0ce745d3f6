/** A gig is open for acts until its slots are filled or it is cancelled. */
export const GIG_STATUSES = ['open', 'filled', 'cancelled'] as const
export type GigStatus = (typeof GIG_STATUSES)[number]

/** A fixed fee, a range, or a share of the door; amounts in TRY. */
export const FEE_TYPES = ['fixed', 'range', 'door'] as const
export type FeeType = (typeof FEE_TYPES)[number]
