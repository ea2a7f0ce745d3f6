import 'server-only'

import type { Payload } from 'payload'

import { parseRecordId } from '../../../lib/parseRecordId'
import { listGigRefs } from './listGigRefs'
import { listLineups, type LineupArtist } from '../shows/lineup'
import { GIG_SELECT, type PublicGig, toPublicGig } from './toPublicGig'

/** One gig as its page and `GET /api/gigs/{id}` give it: with its lineup once it is a show. */
export type GigDetail = PublicGig & { lineup: LineupArtist[] }

/** One gig by its id (a positive integer), past and cancelled ones included; null when unknown. */
export async function findGig(payload: Payload, id: unknown): Promise<GigDetail | null> {
  const gigId = parseRecordId(id)
  if (!gigId) return null
  const gig = await payload.findByID({
    collection: 'gigs',
    id: gigId,
    depth: 0,
    select: GIG_SELECT,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!gig) return null
  // A cancelled gig is no show: it names no lineup.
  const lineup =
    gig.status === 'cancelled' ? [] : (await listLineups(payload, [gig.id])).get(gig.id)
  return { ...toPublicGig(gig, await listGigRefs(payload, [gig])), lineup: lineup ?? [] }
}
