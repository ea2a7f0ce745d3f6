/**
 * iyzico's error codes for a refused card that the payment card explains in the reader's
 * language (`Payments.card.declined.<code>`); any other code reads as `other`. The provider's own
 * text (Turkish, whatever the reader's language) stays in the attempt's note for admins.
 */
const DECLINE_CODES = [
  '12',
  '10005',
  '10012',
  '10034',
  '10041',
  '10043',
  '10051',
  '10054',
  '10057',
  '10058',
  '10084',
  '10093',
  '10201',
  '10202',
] as const
type DeclineReason = (typeof DECLINE_CODES)[number] | 'other'

/** The catalogue entry for a provider code (or none). */
export const declineReason = (code: string | null | undefined): DeclineReason =>
  (DECLINE_CODES as readonly string[]).includes(code ?? '') ? (code as DeclineReason) : 'other'
