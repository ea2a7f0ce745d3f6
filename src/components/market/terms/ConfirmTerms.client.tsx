'use client'

import { TermsAnswer } from './TermsAnswer.client'

type Props = { bookingId: number; proposedAt: string | null }

/** The artist's "Confirm terms": a dialog first, naming the proposal read so a later change is caught. */
export function ConfirmTerms({ bookingId, proposedAt }: Props) {
  return <TermsAnswer kind="confirm" bookingId={bookingId} body={{ proposedAt }} />
}
