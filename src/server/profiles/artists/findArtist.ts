import 'server-only'

import type { Payload } from 'payload'

import type { LinkKind } from '@/lib/market/profileLinks'
import { PHOTO_POPULATE } from '../../people'
import { localizedText } from '../../people'
import { presentLinks } from '../../people'
import { ARTIST_LIST_SELECT, toArtistListItem, type ArtistListItem } from '../../people'
import type { Locale } from '@/i18n/locales'
import { isStorableText } from '../../../lib/storableText'
import { artistResponseStats, type ResponseStats } from '../../market'
import { listBookedShows, type Show } from '../../market'
import { ratingOf, type Rating } from '../../market'
import { listCityRequests, type CityRequestCount } from '../../market'
import { listBusyDays } from '../../market'
import { PRESS_KIT_SELECT, toSharedPressKit, type SharedPressKit } from '../presskit/toPressKit'

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
    /** The Istanbul days of the next 90 the artist is busy (booked or blocked), days only. */
    busyDays: string[]
  } & SharedPressKit

/**
 * A public artist by slug, its bio in `locale` (the other language when empty), with how they
 * answer invitations, its press kit (never the rider or the fee range: this answer is cached for
 * everyone), shows
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
    ...toSharedPressKit(artist),
    upcomingShows: await listBookedShows(payload, { artist: artist.id }, 'upcoming'),
    pastShows: await listBookedShows(payload, { artist: artist.id }, 'past'),
    rating: await ratingOf(payload, { artist: artist.id }),
    cityRequests: await listCityRequests(payload, artist.id),
    busyDays: await listBusyDays(payload, artist.id),
  }
}
