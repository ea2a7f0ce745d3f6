import 'server-only'

import { ARTISTS_TAG } from '../../lib/cacheTags'
import { cachedRead } from '../cache/cachedRead'
import type { DirectoryQuery } from '../market/directoryQuery'
import { appPayload } from '../payload/appPayload'
import { findArtist } from './findArtist'
import { listArtists } from './listArtists'
import type { Locale } from '../../i18n/locales'

/** A page of the artist directory, cached for pages and the API (expired by artist and follow hooks). */
export const readArtists = cachedRead(
  'artists:list',
  async (query: DirectoryQuery) => listArtists(await appPayload(), query),
  () => [ARTISTS_TAG],
)

/** One public artist, or null. */
export const readArtist = cachedRead(
  'artists:one',
  async (slug: string, locale: Locale) => findArtist(await appPayload(), slug, locale),
  () => [ARTISTS_TAG],
)
