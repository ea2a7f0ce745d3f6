'use client'

import { useApi } from '@/components/data/useApi'
import type { PaymentView } from '@/server/payments'

/**
 * Where a booking's payment stands, for the actions it allows (`termsMayChange`,
 * `bookingMayBeCancelled`): null when payments are off or the booking owes nothing; `known`
 * once the read answered, so an action is not offered and then taken back.
 */
export function useBookingPaymentStatus(bookingId: number) {
  const view = useApi<PaymentView>(`/api/bookings/${bookingId}/payment`)
  return { status: view.data?.status ?? null, known: Boolean(view.data || view.error) }
}
