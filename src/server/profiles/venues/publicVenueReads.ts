import 'server-only'

import { GIGS_TAG, MARKET_ANSWERS_TAG, VENUES_TAG } from '../../../lib/cacheTags'
import { cachedRead } from '../../platform'
import type { DirectoryQuery } from '../directory/directoryQuery'
import { appPayload } from '../../platform'
import { findVenue } from './findVenue'
import { listVenues } from './listVenues'
import type { Locale } from '../../../i18n/locales'

/** A page of the venue directory, cached for pages and the API (expired by the venue hooks). */
export const listPublicVenues = cachedRead(
  'venues:list',
  async (query: DirectoryQuery) => listVenues(await appPayload(), query),
  () => [VENUES_TAG],
)

/** One public venue with its upcoming gigs (so gig changes expire it too), or null. */
export const findPublicVenue = cachedRead(
  'venues:one',
  async (slug: string, locale: Locale) => findVenue(await appPayload(), slug, locale),
  () => [VENUES_TAG, GIGS_TAG, MARKET_ANSWERS_TAG],
)
