import 'server-only'

import type { Payload } from 'payload'

import { LINK_KINDS, type LinkKind } from '@/lib/market/profileLinks'
import { PHOTO_POPULATE } from '../photos/photoUrl'
import type { Artist } from '../../../payload-types'
import { localizedText } from '../../market/directory/localizedText'
import { ARTIST_LIST_SELECT, toArtistListItem, type ArtistListItem } from './toPublicArtist'
import type { Locale } from '@/i18n/locales'
import { isStorableText } from '../../../lib/storableText'
import { artistResponseStats, type ResponseStats } from '../../market/applications/responseStats'
import { listShows, type Show } from '../../market/bookings/listShows'
import { ratingOf, type Rating } from '../../market/reviews/ratingOf'
import { listCityRequests, type CityRequestCount } from '../../market/shows/cityRequests'
import { PRESS_KIT_SELECT, toPublicPressKit, type PublicPressKit } from '../presskit/toPressKit'

export type PublicArtist = ArtistListItem &
  ResponseStats & {
    bio: string | null
    bio_tr: string
    bio_en: string
    links: Partial<Record<LinkKind, string>>
    upcomingShows: Show[]
    pastShows: Show[]
    rating: Rating
    /** "Play my city": how many fans asked for each city, most asked first. */
    cityRequests: CityRequestCount[]
  } & PublicPressKit

/** Only the links that are set. */
export const presentLinks = (links: Artist['links']): PublicArtist['links'] =>
  Object.fromEntries(LINK_KINDS.flatMap((kind) => (links?.[kind] ? [[kind, links[kind]]] : [])))

/**
 * A public artist by slug, its bio in `locale` (the other language when empty), with how they
 * answer invitations, its press kit (never the rider: this answer is cached for everyone), shows
 * and rating; null if none.
 */
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
    select: { ...ARTIST_LIST_SELECT, bio: true, links: true, ...PRESS_KIT_SELECT },
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
    ...(await artistResponseStats(payload, artist.id)),
    ...toPublicPressKit(artist),
    upcomingShows: await listShows(payload, { artist: artist.id }, 'upcoming'),
    pastShows: await listShows(payload, { artist: artist.id }, 'past'),
    rating: await ratingOf(payload, { artist: artist.id }),
    cityRequests: await listCityRequests(payload, artist.id),
  }
}
