import type { Genre } from './genres'

/** The drawn picture (public/images, see SOURCES.md) a gig of each genre falls back to. */
const GENRE_IMAGES: Record<Genre, string> = {
  rock: '/images/discover/rock-vocalist.webp',
  metal: '/images/discover/rock-vocalist.webp',
  alternative: '/images/gigs/gig-2.webp',
  indie: '/images/gigs/gig-2.webp',
  electronic: '/images/discover/dj.webp',
  'hip-hop': '/images/gigs/gig-3.webp',
  jazz: '/images/discover/saxophonist.webp',
  blues: '/images/gigs/gig-4.webp',
  'rnb-soul': '/images/gigs/gig-4.webp',
  classical: '/images/gigs/gig-5.webp',
  pop: '/images/gigs/gig-6.webp',
  acoustic: '/images/gigs/gig-1.webp',
  'turkish-folk': '/images/gigs/gig-1.webp',
  world: '/images/gigs/gig-1.webp',
  latin: '/images/gigs/gig-1.webp',
}

/** A stage seen from the crowd, for a gig with no genre either. */
const DEFAULT_GIG_IMAGE = '/images/discover/venue-stage.webp'

export const genreImage = (genre: string | undefined): string =>
  (genre && GENRE_IMAGES[genre as Genre]) || DEFAULT_GIG_IMAGE
