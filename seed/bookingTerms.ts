import type { Payload } from 'payload'

import type { User } from '../src/payload-types'
import { confirmTerms } from '../src/server/market'
import { proposeTerms } from '../src/server/market'
import { isFailure } from '../src/server/platform'

const HOUR = 60 * 60 * 1000
const at = (start: string, hours: number) =>
  new Date(Date.parse(start) + hours * HOUR).toISOString()

/**
 * Terms on the seeded confirmed bookings, so the screens show both states: the first confirmed by
 * its artist, the second proposed and waiting. Made through the domain layer as the organizer and
 * the artist. Idempotent: nothing is done once a booking has terms.
 */
export async function seedBookingTerms(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'bookings',
    where: { termsStatus: { not_equals: 'none' } },
  })
  if (totalDocs > 0) return 0
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { state: { equals: 'confirmed' } },
    sort: 'id',
    limit: 2,
    depth: 1,
  })
  let made = 0
  for (const [index, booking] of docs.entries()) {
    const gig = booking.gig as { date: string }
    const organizer = { ...(booking.organizer as User), collection: 'users' as const }
    const artist = { ...(booking.artistUser as User), collection: 'users' as const }
    const proposed = await proposeTerms(payload, organizer, String(booking.id), {
      setLengthMinutes: index === 0 ? 90 : 60,
      loadInAt: at(gig.date, -4),
      soundcheckAt: at(gig.date, -2.5),
      doorsAt: at(gig.date, -1),
      setAt: at(gig.date, 0.5),
      provides:
        index === 0
          ? { backline: true, pa: true, soundEngineer: true, drinks: true }
          : { pa: true, meals: true },
      cancellationPolicy: index === 0 ? 'moderate' : 'flexible',
      ...(index === 0 ? {} : { fee: { type: 'fixed', amount: 800_000 } }),
    })
    if (!proposed || isFailure(proposed))
      throw new Error(`The seed's terms were refused: ${JSON.stringify(proposed)}`)
    if (index === 0) await confirmTerms(payload, artist, String(booking.id))
    made++
  }
  return made
}
