import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlOf } from '@/server/platform'

/** How a venue has paid its bookings on Sahne, counted from the ledger. */
export type PaymentRecord = {
  /** Bookings the venue paid through Sahne (a charge in the ledger). */
  paidOnPlatform: number
  /** Of those, paid before the payment was due (72 hours after the terms' confirmation). */
  paidOnTime: number
  /** Paid bookings the venue cancelled so late that its policy paid the artist a share. */
  cancelledLate: number
}

/** Below this many paid bookings a record says too little about a venue to be shown. */
const PAYMENT_RECORD_MIN = 3

/**
 * A venue's payment record, or null below three paid bookings. One query over its gigs'
 * payments: a charge entry makes a payment paid (on time when the charge is booked before
 * `due_at`), and a release entry on a booking its organizer cancelled is a late cancellation
 * (an early one, or the artist's, is refunded whole).
 */
export async function venuePaymentRecord(
  payload: Payload,
  venueId: number,
): Promise<PaymentRecord | null> {
  // Counts only, for a public answer: the ledger is read in SQL without any row leaving it.
  const { rows } = await (
    await sqlOf(payload)
  ).execute<{
    paid: string
    on_time: string
    cancelled_late: string
  }>(sql`
    SELECT
      count(*) FILTER (WHERE charge.at IS NOT NULL) AS paid,
      count(*) FILTER (WHERE charge.at <= p.due_at) AS on_time,
      count(*) FILTER (
        WHERE b.state = 'cancelled' AND b.cancelled_by_id = b.organizer_id
          AND EXISTS (
            SELECT 1 FROM ledger_entries r
            WHERE r.payment = p.id AND r.kind = 'release' AND r.account = 'artist'
          )
      ) AS cancelled_late
    FROM payments p
    JOIN bookings b ON b.id = p.booking_id
    JOIN gigs g ON g.id = b.gig_id
    LEFT JOIN LATERAL (
      SELECT min(e.created_at) AS at FROM ledger_entries e
      WHERE e.payment = p.id AND e.kind = 'charge' AND e.account = 'escrow'
        AND e.movement = 'payment-' || p.id || ':charge'
    ) charge ON true
    WHERE g.venue_profile_id = ${venueId}
  `)
  const row = rows[0]
  const paidOnPlatform = Number(row?.paid ?? 0)
  if (paidOnPlatform < PAYMENT_RECORD_MIN) return null
  return {
    paidOnPlatform,
    paidOnTime: Number(row.on_time),
    cancelledLate: Number(row.cancelled_late),
  }
}
