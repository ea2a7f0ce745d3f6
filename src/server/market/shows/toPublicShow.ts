import 'server-only'

import type { PublicGig } from '../gigs/toPublicGig'
import type { LineupArtist } from './lineup'

/** A show as the list, the home page and `/api/shows` give it. */
export type PublicShow = Pick<
  PublicGig,
  'id' | 'title' | 'date' | 'city' | 'cityKey' | 'venue' | 'venueSlug' | 'image' | 'ticketUrl'
> & { picture: string; genres: string[]; lineup: LineupArtist[]; goingCount: number }

export const toPublicShow = (
  gig: PublicGig,
  lineup: LineupArtist[],
  goingCount: number,
): PublicShow => ({
  id: gig.id,
  title: gig.title,
  date: gig.date,
  city: gig.city,
  cityKey: gig.cityKey,
  venue: gig.venue,
  venueSlug: gig.venueSlug,
  image: gig.image,
  picture: gig.picture,
  genres: gig.genres,
  lineup,
  goingCount,
  ticketUrl: gig.ticketUrl,
})
