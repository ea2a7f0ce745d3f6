import 'server-only'

import type { Payload } from 'payload'

import { PHOTO_POPULATE } from '../../people'
import type { PublicGig } from '../../market'
import { localizedText } from '../../people'
import { listUpcomingVenueGigs } from './listUpcomingVenueGigs'
import { type ResponseStats, venueResponseStats } from '../../market'
import { toVenueListItem, VENUE_LIST_SELECT, type VenueListItem } from './toVenueListItem'
import type { Locale } from '../../../i18n/locales'
import { isStorableText } from '../../../lib/storableText'
import { listBookedShows, type Show } from '../../market'
import { ratingOf, type Rating } from '../../market'
import { venuePaymentRecord, type PaymentRecord } from '../../payments'

export type PublicVenue = VenueListItem &
  ResponseStats & {
    description: string | null
    description_tr: string
    description_en: string
    address: string | null
    links: { website?: string; instagram?: string }
    upcomingGigs: PublicGig[]
    upcomingShows: Show[]
    rating: Rating
    /** How it paid its bookings on Sahne; null below three paid bookings. */
    paymentRecord: PaymentRecord | null
  }

/**
 * A public venue by slug with its upcoming gigs and how its owner answers applications, the
 * description in `locale`; null if none.
 */
export async function findVenue(
  payload: Payload,
  slug: string,
  locale: Locale,
): Promise<PublicVenue | null> {
  if (!isStorableText(slug)) return null
  const { docs } = await payload.find({
    collection: 'venues',
    where: { and: [{ slug: { equals: slug } }, { isPublic: { equals: true } }] },
    limit: 1,
    depth: 1,
    locale: 'all',
    select: {
      ...VENUE_LIST_SELECT,
      description: true,
      address: true,
      website: true,
      instagram: true,
    },
    populate: { photos: PHOTO_POPULATE },
    overrideAccess: false,
    user: null,
  })
  const venue = docs[0]
  if (!venue) return null
  const description = localizedText(venue.description, locale)
  return {
    ...toVenueListItem(venue),
    description: description.shown,
    description_tr: description.tr,
    description_en: description.en,
    address: venue.address ?? null,
    links: {
      ...(venue.website ? { website: venue.website } : {}),
      ...(venue.instagram ? { instagram: venue.instagram } : {}),
    },
    upcomingGigs: await listUpcomingVenueGigs(payload, venue.id),
    ...(await venueResponseStats(payload, venue.id)),
    upcomingShows: await listBookedShows(payload, { venue: venue.id }, 'upcoming'),
    rating: await ratingOf(payload, { venue: venue.id }),
    paymentRecord: await venuePaymentRecord(payload, venue.id),
  }
}
