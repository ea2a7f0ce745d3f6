/**
 * A checkout attempt: `opening` while the provider is asked for a page, `open` while the page can
 * be paid, `failed` when no money was taken on it (the page was refused, the card declined),
 * `ended` when a change of terms, a cancel or a newer page closed it for the booking (money still
 * paid on it is refunded), `paid` when its money paid the booking, `refunding`/`refunded` when its
 * money is given back.
 */
export const ATTEMPT_STATES = [
  'opening',
  'open',
  'failed',
  'ended',
  'paid',
  'refunding',
  'refunded',
] as const
type AttemptState = (typeof ATTEMPT_STATES)[number]

/** Attempts whose page may still take money, so they are asked about until they settle. */
export const UNSETTLED_ATTEMPTS: readonly AttemptState[] = ['opening', 'open', 'ended']

/**
 * A provider operation: `pending` until it is called and answered, `unknown` when the call's answer
 * never came (a timeout, a lost connection), `done` once the provider is known to have done it.
 */
export const OPERATION_STATES = ['pending', 'unknown', 'done'] as const
