import 'server-only'

import type { Payload } from 'payload'

import { LINK_KINDS, type LinkKind } from '@/lib/market/profileLinks'
import { PHOTO_POPULATE } from '../photos/photoUrl'
import type { Artist } from '../../../payload-types'
import { localizedText } from '../../market/directory/localizedText'
import { ARTIST_LIST_SELECT, toArtistListItem, type ArtistListItem } from './toPublicArtist'
import type { Locale } from '@/i18n/locales'
import { isStorableText } from '../../../lib/storableText'
import { listCityRequests, type CityRequestCount } from '../../market/shows/cityRequests'

export type PublicArtist = ArtistListItem & {
  bio: string | null
  bio_tr: string
  bio_en: string
  links: Partial<Record<LinkKind, string>>
  /** "Play my city": how many fans asked for each city, most asked first. */
  cityRequests: CityRequestCount[]
}

/** Only the links that are set. */
export const presentLinks = (links: Artist['links']): PublicArtist['links'] =>
  Object.fromEntries(LINK_KINDS.flatMap((kind) => (links?.[kind] ? [[kind, links[kind]]] : [])))

/** A public artist by slug, its bio in `locale` (the other language when empty); null if none. */
export async function findArtist(
  payload: Payload,
  slug: string,
  locale: Locale,
): Promise<PublicArtist | null> {
  if (!isStorableText(slug)) return null
  const { docs } = await payload.find({
    collection: 'artists',
    where: { and: [{ slug: { equals: slug } }, { isPublic: { equals: true } }] },
    limit: 1,
    depth: 1,
    locale: 'all',
    select: { ...ARTIST_LIST_SELECT, bio: true, links: true },
    populate: { photos: PHOTO_POPULATE },
    overrideAccess: false,
    user: null,
  })
  const artist = docs[0]
  if (!artist) return null
  const bio = localizedText(artist.bio, locale)
  return {
    ...toArtistListItem(artist),
    bio: bio.shown,
    bio_tr: bio.tr,
    bio_en: bio.en,
    links: presentLinks(artist.links),
    cityRequests: await listCityRequests(payload, artist.id),
  }
}
