import 'server-only'

import type { Gig, Venue } from '../../../payload-types'
import { idOf } from '../applications/parties'

/** The gig as an application or a booking shows it. */
export type GigSummary = {
  id: number
  title: string
  date: string
  city: string
  venue: string
  /** The organizer deleted their account: the venue's name is the gig's text, its profile gone. */
  venueRetired: boolean
}

/** The venue's name: its profile's (when read populated), else the gig's venue text. */
export const venueNameOf = (gig: Gig) =>
  (typeof gig.venueProfile === 'object' ? (gig.venueProfile as Venue | null)?.name : null) ??
  gig.venue ??
  ''

/** A populated gig as a summary; `venueRetired` when the record has no organizer any more. */
export const toGigSummary = (gig: Gig, venueRetired: boolean): GigSummary => ({
  id: idOf(gig),
  title: gig.title ?? '',
  date: gig.date ?? '',
  city: gig.city ?? '',
  venue: venueNameOf(gig),
  venueRetired,
})
