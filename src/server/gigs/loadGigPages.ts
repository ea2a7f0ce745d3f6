import { cache } from 'react'

import { appPayload } from '../payload/appPayload'
import { findGig } from './findGig'
import { type GigPage, listGigs } from './listGigs'
import type { GigListQuery } from './parseGigListQuery'
import type { PublicGig } from './toPublicGig'

export type GigsLookup = ({ status: 'found' } & GigPage) | { status: 'failed' }
export type GigLookup = { status: 'found'; gig: PublicGig } | { status: 'missing' | 'failed' }

/** A page of gigs for the list page; a failure is a state the page explains, not a crash. */
export async function loadGigs(query: GigListQuery): Promise<GigsLookup> {
  try {
    return { status: 'found', ...(await listGigs(await appPayload(), query)) }
  } catch (error) {
    console.error('[gigs] listing failed', error)
    return { status: 'failed' }
  }
}

/** One gig for its page and its metadata (`cache`: one query per request for both). */
export const loadGig = cache(async (id: string): Promise<GigLookup> => {
  try {
    const gig = await findGig(await appPayload(), id)
    return gig ? { status: 'found', gig } : { status: 'missing' }
  } catch (error) {
    console.error(`[gigs] reading gig ${id} failed`, error)
    return { status: 'failed' }
  }
})
