/**
 * The ledger's accounts: the organizer's card, a ticket buyer's card, the provider's escrow, the
 * artist, the platform, and the tax withheld from payouts (owed to the tax office).
 */
export const LEDGER_ACCOUNTS = [
  'organizer',
  'buyer',
  'escrow',
  'artist',
  'platform',
  'withholding',
] as const
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number]

/** Movements: a charge into escrow, a release to the artist, the commission, the withholding, a refund. */
export const LEDGER_KINDS = ['charge', 'release', 'commission', 'withholding', 'refund'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** Each kind moves money from one account to another. */
export const LEDGER_FLOWS: Record<LedgerKind, { from: LedgerAccount; to: LedgerAccount }> = {
  charge: { from: 'organizer', to: 'escrow' },
  release: { from: 'escrow', to: 'artist' },
  commission: { from: 'escrow', to: 'platform' },
  withholding: { from: 'escrow', to: 'withholding' },
  refund: { from: 'escrow', to: 'organizer' },
}
