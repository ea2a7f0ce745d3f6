import 'server-only'

import type { Artist } from '../../../payload-types'
import { presentLinks, type PublicArtist } from '../../people/artists/findArtist'
import { toArtistListItem, type ArtistListItem } from '../../people/artists/toPublicArtist'
import { idOf } from './parties'

/** What a venue sees of an artist beside an application: the public profile's card, no account. */
export type ArtistCard = ArtistListItem & { id: number; links: PublicArtist['links'] }

/** An artist read with its photo populated (depth 2 from an application). */
export const toArtistCard = (artist: Artist | number): ArtistCard =>
  typeof artist === 'number'
    ? { ...toArtistListItem({ id: artist }), id: artist, links: {} }
    : { ...toArtistListItem(artist), id: idOf(artist), links: presentLinks(artist.links) }

/** The populate that keeps a depth-2 read of applications or bookings to what the cards show. */
export const CARD_POPULATE = {
  photos: { url: true, filename: true },
  venues: { name: true, address: true, photo: true, slug: true },
  users: { fullname: true },
} as const
