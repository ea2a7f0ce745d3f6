import { ValidationError, type Payload } from 'payload'

import { idOf } from '../src/lib/idOf'
import { fanFixtures } from './fixtures/artists'

/**
 * A few going fans for each upcoming booked show (the seeded fans), and a home city and the
 * digest for the first one. Idempotent: the unique (user, gig) index keeps a second run to none.
 */
export async function seedGoings(payload: Payload): Promise<number> {
  const { docs: fans } = await payload.find({
    collection: 'users',
    where: { email: { in: fanFixtures.map((fan) => fan.email) } },
    pagination: false,
    depth: 0,
  })
  if (!fans.length) return 0
  await payload.update({
    collection: 'users',
    id: fans[0].id,
    data: { city: 'istanbul', digest: true },
  })
  const { docs: bookings } = await payload.find({
    collection: 'bookings',
    where: { state: { equals: 'confirmed' } },
    pagination: false,
    depth: 1,
    select: { gig: true },
  })
  const now = Date.now()
  const shows = bookings
    .map((booking) => booking.gig)
    .filter(
      (gig) => typeof gig === 'object' && Date.parse(gig.date) > now && gig.status !== 'cancelled',
    )
    .flatMap((gig) => idOf(gig) ?? [])
  let marks = 0
  for (const gig of new Set(shows))
    for (const fan of fans)
      try {
        await payload.create({ collection: 'goings', data: { user: fan.id, gig } })
        marks++
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error
      }
  return marks
}
