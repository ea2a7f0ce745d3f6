import 'server-only'

import type { DigestShow } from './weekShows'

type DigestReader = { city: string | null; following: number[] }
export type DigestContent = { inCity: DigestShow[]; followed: DigestShow[] }

/**
 * What one fan's digest lists: the week's shows in their home city, then the week's shows of the
 * artists they follow anywhere else. Null when both are empty: no mail is sent.
 */
export function digestContent(reader: DigestReader, shows: DigestShow[]): DigestContent | null {
  const inCity = reader.city ? shows.filter((show) => show.cityKey === reader.city) : []
  const followed = shows.filter(
    (show) =>
      !inCity.includes(show) && show.artists.some((artist) => reader.following.includes(artist)),
  )
  return inCity.length || followed.length ? { inCity, followed } : null
}
