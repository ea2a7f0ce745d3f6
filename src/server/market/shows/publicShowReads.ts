import 'server-only'

import { GIGS_TAG, SHOWS_TAG, showTag, VENUES_TAG } from '../../../lib/cacheTags'
import { cachedRead } from '../../platform'
import { appPayload } from '../../platform'
import { listShows, type ShowPage } from './listShows'
import type { ShowListQuery } from './parseShowListQuery'
import { countGoings } from './showIds'
import { findShow } from './findShow'

/**
 * A page of upcoming shows for pages and the API. Cached under the gigs' tag and the shows' own:
 * a going mark expires only the latter, so the counts are fresh after every write.
 */
export const listPublicShows = cachedRead(
  'shows:list',
  async (query: ShowListQuery) => listShows(await appPayload(), query),
  () => [GIGS_TAG, SHOWS_TAG],
)

type ShowsLookup = ({ status: 'found' } & ShowPage) | { status: 'failed' }

/** A page of shows for a page; a failure is a state the page explains, not a crash. */
export async function listShowsForPage(query: ShowListQuery): Promise<ShowsLookup> {
  try {
    return { status: 'found', ...(await listPublicShows(query)) }
  } catch (error) {
    console.error('[shows] listing failed', error)
    return { status: 'failed' }
  }
}

/** A show's going count for its page, under its own tag (a going mark there expires it). */
export const findPublicGoingCount = cachedRead(
  'shows:going',
  async (gigId: number) => (await countGoings(await appPayload(), [gigId])).get(gigId) ?? 0,
  (gigId) => [showTag(gigId)],
)

/** One show's page (its lineup, times and venue), for fans; null when the gig is no show. */
export const findPublicShow = cachedRead(
  'shows:one',
  async (id: string) => findShow(await appPayload(), id),
  () => [GIGS_TAG, SHOWS_TAG, VENUES_TAG],
)
