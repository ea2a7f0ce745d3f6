import 'server-only'

import type { GigPage } from './listGigs'
import type { GigListQuery } from './parseGigListQuery'
import { findPublicGig, listPublicGigs } from './publicGigReads'
import type { GigDetail } from './findGig'

type GigsLookup = ({ status: 'found' } & GigPage) | { status: 'failed' }
type GigLookup = { status: 'found'; gig: GigDetail } | { status: 'missing' | 'failed' }

/** A page of gigs for the list page; a failure is a state the page explains, not a crash. */
export async function listGigsForPage(query: GigListQuery): Promise<GigsLookup> {
  try {
    return { status: 'found', ...(await listPublicGigs(query)) }
  } catch (error) {
    console.error('[gigs] listing failed', error)
    return { status: 'failed' }
  }
}

/** One gig for its page and its metadata (both read through the same cached read). */
export async function findGigForPage(id: string): Promise<GigLookup> {
  try {
    const gig = await findPublicGig(id)
    return gig ? { status: 'found', gig } : { status: 'missing' }
  } catch (error) {
    console.error(`[gigs] reading gig ${id} failed`, error)
    return { status: 'failed' }
  }
}
