import { revalidateApi } from '@/components/data/revalidateApi'

/**
 * After an application, answer or booking change: the lists it can touch on every screen (both
 * sides' applications, bookings, the organizer's counts, the bell, and the gig's applications).
 */
export const revalidateMarket = (gigId?: number) =>
  revalidateApi(
    '/api/me/applications',
    '/api/me/bookings',
    '/api/me/gig-applications',
    '/api/me/notifications',
    ...(gigId === undefined ? [] : [`/api/gigs/${gigId}/applications`]),
  )
