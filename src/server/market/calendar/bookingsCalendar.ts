import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { listMyBookings } from '../bookings/listMyBookings'
import { toIcsCalendar } from './toIcsCalendar'
import { toLocale } from '@/i18n/locales'

const SECRET = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The bookings of the user whose feed secret this is, as an iCalendar file; null for an unknown
 * secret. The secret is the credential (a calendar app sends no login), so it is looked up with
 * full access and the bookings are then read as that user.
 */
export async function bookingsCalendar(payload: Payload, secret: string): Promise<string | null> {
  if (!SECRET.test(secret)) return null
  const { docs } = await payload.find({
    collection: 'calendar-feeds',
    overrideAccess: true,
    where: { secret: { equals: secret } },
    limit: 1,
    depth: 1,
  })
  const user = docs[0]?.user
  if (!user || typeof user !== 'object') return null
  const bookings = await listMyBookings(payload, { ...user, collection: 'users' } as User)
  const locale = toLocale(user.locale)
  return toIcsCalendar(
    bookings.filter((booking) => booking.state !== 'cancelled'),
    new Date(),
    locale,
  )
}
