import 'server-only'

import { cityName } from '@/lib/market/cities'
import type { Artist, Venue } from '../../../payload-types'
import { presentLinks } from '../../people'
import { localizedText } from '../../people'
import { photoUrl } from '../../people'
import { toPublicPressKit, toRider } from '../presskit/toPressKit'

/** Profile fields read with `locale: 'all'`: localized ones arrive as `{ tr, en }`. */
type AllLocales<T, K extends keyof T> = Omit<T, K> & { [P in K]?: unknown }

const common = (doc: Artist | Venue) => ({
  slug: doc.slug ?? null,
  name: doc.name ?? '',
  city: doc.city ?? null,
  cityName: cityName(doc.city),
  genres: doc.genres ?? [],
  photo: photoUrl(doc.photo),
  isPublic: Boolean(doc.isPublic),
})

/** The owner's view of an artist profile, with the API's field names. */
export const toOwnArtist = (artist: AllLocales<Artist, 'bio'>) => {
  const bio = localizedText(artist.bio, 'tr')
  return {
    kind: 'artist' as const,
    ...common(artist as Artist),
    actType: artist.actType ?? null,
    bio_tr: bio.tr,
    bio_en: bio.en,
    links: presentLinks(artist.links),
    followerCount: Number(artist.followerCount ?? 0),
    ...toPublicPressKit(artist as Artist),
    rider: toRider(artist.rider),
  }
}

/** The owner's view of a venue profile, with the API's field names. */
export const toOwnVenue = (venue: AllLocales<Venue, 'description'>) => {
  const description = localizedText(venue.description, 'tr')
  return {
    kind: 'venue' as const,
    ...common(venue as Venue),
    address: venue.address ?? null,
    capacity: venue.capacity ?? null,
    description_tr: description.tr,
    description_en: description.en,
    links: presentLinks({ website: venue.website, instagram: venue.instagram }),
  }
}

export type OwnProfile = ReturnType<typeof toOwnArtist> | ReturnType<typeof toOwnVenue>
