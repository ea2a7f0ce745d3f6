import 'server-only'

import { GIGS_TAG } from '../../lib/cacheTags'
import { cachedRead } from '../cache/cachedRead'
import { ApiError } from '../http/ApiError'
import { appPayload } from '../payload/appPayload'
import { findGig } from './findGig'
import { listGigs } from './listGigs'

/** Every gig, soonest first, cached for pages and the API (expired by the gig hooks). */
export const readGigs = cachedRead(
  'gigs:list',
  async () => listGigs(await appPayload()),
  () => [GIGS_TAG],
)

/** One gig, or null for an unknown or malformed id. */
export const readGig = cachedRead(
  'gigs:one',
  async (id: string) => {
    try {
      return await findGig(await appPayload(), id, 'Gig not found.')
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  },
  () => [GIGS_TAG],
)
