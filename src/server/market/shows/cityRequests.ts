import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { ValidationError, type Payload } from 'payload'
import { z } from 'zod'

import { cityName, isCityKey } from '../../../lib/market/cities'
import { isStorableText } from '../../../lib/storableText'
import type { User } from '../../../payload-types'
import { fail, type Failure } from '../../platform'

/** `{ city }`: a province key. */
export const cityRequestSchema = z.object(
  { city: z.string({ error: 'Shows.errors.city' }).refine(isCityKey, 'Shows.errors.city') },
  { error: 'Shows.errors.city' },
)

export type CityRequestCount = { city: string; cityName: string; count: number }

/** How many fans asked the artist to play each city, most asked first. */
export async function listCityRequests(
  payload: Payload,
  artistId: number,
): Promise<CityRequestCount[]> {
  const { rows } = await payload.db.drizzle.execute<{ city: string; count: number }>(
    sql`SELECT city, count(*)::int AS count FROM city_requests WHERE artist_id = ${artistId}
        GROUP BY city ORDER BY count(*) DESC, city`,
  )
  return rows.map((row) => ({
    city: row.city,
    cityName: cityName(row.city) ?? row.city,
    count: Number(row.count),
  }))
}

/**
 * A fan asks an artist they follow to play `city`, once per city: a second ask is a conflict
 * (the unique index decides between two at once). Null for no public artist by that slug.
 */
export async function requestCity(
  payload: Payload,
  user: User,
  slug: string,
  city: string,
): Promise<CityRequestCount[] | Failure<'forbidden' | 'conflict'> | null> {
  if (!isStorableText(slug)) return null
  const { docs } = await payload.find({
    collection: 'artists',
    where: { and: [{ slug: { equals: slug } }, { isPublic: { equals: true } }] },
    limit: 1,
    depth: 0,
    select: { name: true },
    overrideAccess: false,
    user,
  })
  const artist = docs[0]
  if (!artist) return null
  const follows = await payload.count({
    collection: 'follows',
    where: { and: [{ follower: { equals: user.id } }, { artist: { equals: artist.id } }] },
    overrideAccess: false,
    user,
  })
  if (!follows.totalDocs) return fail('forbidden', 'Shows.errors.followFirst')
  try {
    // Closed to direct writes: the rule (a follower, once per city) is checked here.
    await payload.create({
      collection: 'city-requests',
      overrideAccess: true,
      data: { fan: user.id, artist: artist.id, city: city as never },
    })
  } catch (error) {
    if (error instanceof ValidationError) return fail('conflict', 'Shows.errors.alreadyAsked')
    throw error
  }
  return listCityRequests(payload, artist.id)
}
