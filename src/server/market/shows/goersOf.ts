import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '../applications/parties'

/** The users going to each of `gigIds` (read by the queue, which tells them). */
export async function goersOf(payload: Payload, gigIds: number[]) {
  if (!gigIds.length) return []
  const { docs } = await payload.find({
    collection: 'goings',
    overrideAccess: true,
    where: { gig: { in: gigIds } },
    pagination: false,
    depth: 0,
    select: { user: true, gig: true },
  })
  return docs.map((mark) => ({
    user: idOf(mark.user as number | { id: number }),
    gig: idOf(mark.gig as number | { id: number }),
  }))
}
