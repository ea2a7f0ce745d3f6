import { cache } from 'react'

import { findGig } from '@/server/gigs/findGig'
import { listGigs } from '@/server/gigs/listGigs'
import type { PublicGig } from '@/server/gigs/toPublicGig'
import { ApiError } from '@/server/http/ApiError'
import { appPayload } from '@/server/payload/appPayload'

export type GigsLookup = { status: 'found'; gigs: PublicGig[] } | { status: 'failed' }
export type GigLookup = { status: 'found'; gig: PublicGig } | { status: 'missing' | 'failed' }

/** Every gig for the list page; a failure is a state the page explains, not a crash. */
export async function loadGigs(): Promise<GigsLookup> {
  try {
    return { status: 'found', gigs: await listGigs(await appPayload()) }
  } catch (error) {
    console.error('[gigs] listing failed', error)
    return { status: 'failed' }
  }
}

/** One gig for its page and its metadata (`cache`: one query per request for both). */
export const loadGig = cache(async (id: string): Promise<GigLookup> => {
  try {
    return { status: 'found', gig: await findGig(await appPayload(), id, 'Gig bulunamadı.') }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 'missing' }
    console.error(`[gigs] reading gig ${id} failed`, error)
    return { status: 'failed' }
  }
})
