import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { listGigRefs } from '../gigs/listGigRefs'
import { GIG_SELECT, toPublicGig } from '../gigs/toPublicGig'
import { idOf } from '../applications/parties'
import { listLineups } from './lineup'
import { countGoings, showIdsAmong } from './showIds'
import { toPublicShow, type PublicShow } from './toPublicShow'

/** The upcoming shows `user` is going to, soonest first (their dashboard's "Going"). */
export async function listMyGoing(
  payload: Payload,
  user: User,
  now = new Date(),
): Promise<PublicShow[]> {
  const { docs: marks } = await payload.find({
    collection: 'goings',
    // The caller's own marks; the collection is closed to direct reads.
    overrideAccess: true,
    where: { user: { equals: user.id } },
    pagination: false,
    depth: 0,
    select: { gig: true },
  })
  const marked = marks.map((mark) => idOf(mark.gig as number | { id: number }))
  const shows = new Set(await showIdsAmong(payload, marked, now))
  const ids = marked.filter((id) => shows.has(id))
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'gigs',
    where: { id: { in: ids } },
    sort: 'date',
    pagination: false,
    depth: 0,
    select: GIG_SELECT,
    overrideAccess: false,
    user,
  })
  const [refs, lineups, counts] = await Promise.all([
    listGigRefs(payload, docs),
    listLineups(payload, ids),
    countGoings(payload, ids),
  ])
  return docs.map((gig) =>
    toPublicShow(toPublicGig(gig, refs), lineups.get(gig.id) ?? [], counts.get(gig.id) ?? 0),
  )
}
