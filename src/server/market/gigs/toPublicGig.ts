import 'server-only'

import { cityName } from '@/lib/market/cities'
import { genreImage } from '@/lib/market/genreImages'
import type { GigFee } from '@/lib/market/gigRules'
import type { GigStatus } from '@/lib/market/gigStatus'
import type { Gig } from '../../../payload-types'

/** What `listGigRefs` reads once for a page of gigs: their pictures, bookings and venues. */
export type GigRefs = {
  mediaUrls: Map<number, string>
  /** The gigs' own pictures (uploaded by their organizers), by photo id. */
  photoUrls: Map<number, string>
  /** Confirmed (and completed) bookings per gig: what is taken of its slots. */
  booked: Map<number, number>
  venueSlugs: Map<number, string>
  /** A public venue's photo, the picture of its gigs that have none of their own. */
  venuePhotos: Map<number, string>
}

export type PublicGig = {
  id: number
  title: string
  image: string | null
  /** What the pages show: the gig's own picture, else its venue's photo, else its genre's. */
  picture: string
  shortDescription: string | null
  description: string | null
  date: string
  /** The province's Turkish name, as shown; `cityKey` is the key the filters and forms use. */
  city: string
  cityKey: string
  venue: string | null
  venueSlug: string | null
  genres: string[]
  fee: Required<GigFee> | null
  slots: number
  /** Slots not yet taken by a confirmed booking: 0 once the gig is full. */
  openSlots: number
  deadline: string | null
  status: GigStatus
  /** Where fans buy tickets (https), once the organizer has added it. */
  ticketUrl: string | null
}

/** The fields a gig is read with (the organizer and timestamps stay out of the answer). */
export const GIG_SELECT = {
  title: true,
  image: true,
  photo: true,
  imageUrl: true,
  shortDescription: true,
  description: true,
  date: true,
  city: true,
  venue: true,
  venueProfile: true,
  genres: true,
  fee: true,
  slots: true,
  deadline: true,
  status: true,
  ticketUrl: true,
} as const

export type SelectedGig = Pick<Gig, 'id' | keyof typeof GIG_SELECT>

const toFee = (fee: Gig['fee']): PublicGig['fee'] =>
  fee?.type
    ? { type: fee.type, amount: fee.amount ?? null, min: fee.min ?? null, max: fee.max ?? null }
    : null

const refId = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value ? value.id : (value ?? null)

/**
 * The spec's gig read shape plus the market's fields; `image` is the gig's own picture: the
 * organizer's upload, else an admin's media upload, else an admin's URL.
 */
export const toPublicGig = (gig: SelectedGig, refs: GigRefs): PublicGig => {
  const photoId = refId(gig.photo)
  const imageId = refId(gig.image)
  const venueId = refId(gig.venueProfile)
  const image =
    (photoId !== null && refs.photoUrls.get(photoId)) ||
    (imageId !== null && refs.mediaUrls.get(imageId)) ||
    gig.imageUrl ||
    null
  const slots = gig.slots ?? 1
  return {
    id: gig.id,
    title: gig.title,
    image,
    picture:
      image || (venueId !== null && refs.venuePhotos.get(venueId)) || genreImage(gig.genres?.[0]),
    shortDescription: gig.shortDescription ?? null,
    description: gig.description ?? null,
    date: gig.date,
    city: cityName(gig.city) ?? gig.city,
    cityKey: gig.city,
    venue: gig.venue ?? null,
    venueSlug: (venueId !== null && refs.venueSlugs.get(venueId)) || null,
    genres: gig.genres ?? [],
    fee: toFee(gig.fee),
    slots,
    openSlots: gig.status === 'filled' ? 0 : Math.max(0, slots - (refs.booked.get(gig.id) ?? 0)),
    deadline: gig.deadline ?? null,
    status: gig.status ?? 'open',
    ticketUrl: gig.ticketUrl ?? null,
  }
}
