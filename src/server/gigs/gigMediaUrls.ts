import type { Payload } from 'payload'

import type { SelectedGig } from './toPublicGig'

/** The URLs of the gigs' uploaded images, fetched in one query (not one per gig). */
export async function gigMediaUrls(payload: Payload, gigs: SelectedGig[]) {
  const ids = [...new Set(gigs.map((g) => g.image).filter((id) => typeof id === 'number'))]
  if (ids.length === 0) return new Map<number, string>()
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { url: true, filename: true },
    overrideAccess: false,
  })
  return new Map(docs.flatMap((m) => (m.url ? [[m.id, m.url] as const] : [])))
}
