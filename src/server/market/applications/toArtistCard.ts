import 'server-only'

import type { Artist } from '../../../payload-types'
import { presentLinks, type PresentLinks } from '../../people'
import { toArtistListItem, type ArtistListItem } from '../../people'
import { idOf } from './parties'

/**
 * What a venue sees of an artist beside an application: the public profile's card, no account.
 * `retired`: the artist deleted their account; the card is empty (no name, photo, link) and the
 * screens say "Deleted account" instead.
 */
export type ArtistCard = ArtistListItem & {
  id: number
  links: PresentLinks
  retired: boolean
}

/**
 * An artist read with its photo populated (depth 2 from an application); `retired` when the
 * record's artist account is gone (its `artistUser` emptied by the deletion).
 */
export const toArtistCard = (artist: Artist | number, retired = false): ArtistCard =>
  retired || typeof artist === 'number'
    ? { ...toArtistListItem({ id: idOf(artist) }), id: idOf(artist), links: {}, retired }
    : {
        ...toArtistListItem(artist),
        id: idOf(artist),
        links: presentLinks(artist.links),
        retired: false,
      }

/** The populate that keeps a depth-2 read of applications or bookings to what the cards show. */
export const CARD_POPULATE = {
  photos: { url: true, filename: true },
  venues: { name: true, address: true, photo: true, slug: true },
  users: { fullname: true },
} as const
