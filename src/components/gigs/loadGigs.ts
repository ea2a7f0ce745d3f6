import { readGig, readGigs } from '@/server/gigs/publicGigReads'
import type { PublicGig } from '@/server/gigs/toPublicGig'

export type GigsLookup = { status: 'found'; gigs: PublicGig[] } | { status: 'failed' }
export type GigLookup = { status: 'found'; gig: PublicGig } | { status: 'missing' | 'failed' }

/** Every gig for the list page; a failure is a state the page explains, not a crash. */
export async function loadGigs(): Promise<GigsLookup> {
  try {
    return { status: 'found', gigs: await readGigs() }
  } catch (error) {
    console.error('[gigs] listing failed', error)
    return { status: 'failed' }
  }
}

/** One gig for its page and its metadata (both read through the same cached read). */
export async function loadGig(id: string): Promise<GigLookup> {
  try {
    const gig = await readGig(id)
    return gig ? { status: 'found', gig } : { status: 'missing' }
  } catch (error) {
    console.error(`[gigs] reading gig ${id} failed`, error)
    return { status: 'failed' }
  }
}
