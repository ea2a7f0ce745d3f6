import { cityName } from '@/lib/market/cities'
import type { Gig } from '../../payload-types'

export type PublicGig = {
  id: number
  title: string
  image: string | null
  shortDescription: string | null
  description: string | null
  date: string
  city: string
  venue: string | null
}

/** The fields a gig is read with (the organizer and timestamps stay out of the answer). */
export const GIG_SELECT = {
  title: true,
  image: true,
  imageUrl: true,
  shortDescription: true,
  description: true,
  date: true,
  city: true,
  venue: true,
} as const

export type SelectedGig = Pick<Gig, 'id' | keyof typeof GIG_SELECT>

/** The spec's gig read shape; `image` is the uploaded picture's URL, else the image URL. */
export const toPublicGig = (gig: SelectedGig, mediaUrls: Map<number, string>): PublicGig => ({
  id: gig.id,
  title: gig.title,
  image: (typeof gig.image === 'number' && mediaUrls.get(gig.image)) || gig.imageUrl || null,
  shortDescription: gig.shortDescription ?? null,
  description: gig.description ?? null,
  date: gig.date,
  // Shown by the province's Turkish name; the stored value is its key.
  city: cityName(gig.city) ?? gig.city,
  venue: gig.venue ?? null,
})
