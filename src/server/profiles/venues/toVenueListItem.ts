import 'server-only'

import { cityName } from '@/lib/market/cities'
import type { Venue } from '../../../payload-types'
import { photoUrl } from '../../people'

export type VenueListItem = {
  slug: string
  name: string
  city: string | null
  cityName: string | null
  genres: string[]
  capacity: number | null
  photo: string | null
}

/** The fields a venue is listed with; `user` stays out, so no email can leak. */
export const VENUE_LIST_SELECT = {
  slug: true,
  name: true,
  city: true,
  genres: true,
  capacity: true,
  photo: true,
} as const

type ListedVenue = Pick<Venue, 'id' | keyof typeof VENUE_LIST_SELECT>

export const toVenueListItem = (venue: ListedVenue): VenueListItem => ({
  slug: venue.slug ?? '',
  name: venue.name ?? '',
  city: venue.city ?? null,
  cityName: cityName(venue.city),
  genres: venue.genres ?? [],
  capacity: venue.capacity ?? null,
  photo: photoUrl(venue.photo),
})
