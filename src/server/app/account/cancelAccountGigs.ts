import 'server-only'

import type { PayloadRequest } from 'payload'

/**
 * A deleted organizer's gigs, inside its deletion's transaction: one that nobody applied to or
 * was booked for goes (its going marks and notices with it); an upcoming one with some is
 * cancelled (its fans are told by the gig's own hook); the rest stay as the artists' history,
 * with no organizer (the database empties it).
 */
export async function cancelAccountGigs(req: PayloadRequest, userId: number): Promise<void> {
  const { payload } = req
  // The account's deletion was allowed; its gigs are the server's to close.
  const access = { overrideAccess: true, depth: 0, req } as const
  const { docs } = await payload.find({
    collection: 'gigs',
    where: { organizer: { equals: userId } },
    pagination: false,
    select: { date: true, status: true },
    ...access,
  })
  for (const gig of docs) {
    const where = { gig: { equals: gig.id } }
    const counts = await Promise.all(
      (['applications', 'bookings'] as const).map((collection) =>
        payload.count({ collection, where, overrideAccess: true, req }),
      ),
    )
    if (counts.every(({ totalDocs }) => totalDocs === 0))
      await payload.delete({ collection: 'gigs', id: gig.id, ...access })
    else if (gig.status !== 'cancelled' && new Date(gig.date) > new Date())
      await payload.update({
        collection: 'gigs',
        id: gig.id,
        data: { status: 'cancelled' },
        ...access,
      })
  }
}
