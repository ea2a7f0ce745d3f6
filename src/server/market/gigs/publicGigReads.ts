import 'server-only'

import { GIGS_TAG } from '../../../lib/cacheTags'
import { cachedRead } from '../../platform'
import { appPayload } from '../../platform'
import { findGig } from './findGig'
import { listGigs } from './listGigs'
import type { GigListQuery } from './parseGigListQuery'

/** A page of gigs for the query, cached for pages and the API (expired by the gig hooks). */
export const listPublicGigs = cachedRead(
  'gigs:list',
  async (query: GigListQuery) => listGigs(await appPayload(), query),
  () => [GIGS_TAG],
)

/** One gig, past and cancelled ones too, or null for an unknown or malformed id. */
export const findPublicGig = cachedRead(
  'gigs:one',
  async (id: string) => findGig(await appPayload(), id),
  () => [GIGS_TAG],
)
