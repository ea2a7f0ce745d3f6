import 'server-only'

import { cityName } from '@/lib/market/cities'
import type { Artist } from '../../../payload-types'
import { photoUrl } from '../photos/photoUrl'

/** What a directory shows of an artist (never the account behind it). */
export type ArtistListItem = {
  slug: string
  name: string
  city: string | null
  cityName: string | null
  genres: string[]
  actType: string | null
  photo: string | null
  followerCount: number
}

/** The fields an artist is listed with; `user` stays out, so no email can leak. */
export const ARTIST_LIST_SELECT = {
  slug: true,
  name: true,
  city: true,
  genres: true,
  actType: true,
  photo: true,
  followerCount: true,
} as const

type ListedArtist = Pick<Artist, 'id' | keyof typeof ARTIST_LIST_SELECT>

export const toArtistListItem = (artist: ListedArtist): ArtistListItem => ({
  slug: artist.slug ?? '',
  name: artist.name ?? '',
  city: artist.city ?? null,
  // The province's Turkish name, shown in both languages.
  cityName: cityName(artist.city),
  genres: artist.genres ?? [],
  actType: artist.actType ?? null,
  photo: photoUrl(artist.photo),
  followerCount: Number(artist.followerCount ?? 0),
})
