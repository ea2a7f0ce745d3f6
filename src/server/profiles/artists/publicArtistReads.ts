import 'server-only'

import { ARTISTS_TAG, GIGS_TAG, MARKET_ANSWERS_TAG } from '../../../lib/cacheTags'
import { cachedRead } from '../../platform'
import type { DirectoryQuery } from '../directory/directoryQuery'
import { appPayload } from '../../platform'
import { findArtist } from './findArtist'
import { listArtists } from './listArtists'
import type { Locale } from '../../../i18n/locales'

/** A page of the artist directory, cached for pages and the API (expired by artist and follow hooks). */
export const listPublicArtists = cachedRead(
  'artists:list',
  async (query: DirectoryQuery) => listArtists(await appPayload(), query),
  () => [ARTISTS_TAG],
)

/** One public artist with its press kit, shows and rating (never the rider), or null. */
export const findPublicArtist = cachedRead(
  'artists:one',
  async (slug: string, locale: Locale) => findArtist(await appPayload(), slug, locale),
  // Its shows name gigs; how the artist answers changes when an invitation closes.
  () => [ARTISTS_TAG, GIGS_TAG, MARKET_ANSWERS_TAG],
)
