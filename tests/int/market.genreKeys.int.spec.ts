import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listGigs, parseGigListQuery } from '../../src/server/market'
import { listArtists, parseDirectoryQuery } from '../../src/server/profiles'
import type { Artist, Gig } from '../../src/payload-types'
import { getTestPayload } from '../helpers/payload'
import { cleanupProfileUsers, seedProfileUsers, type ProfileUsers } from '../helpers/profiles'

let payload: Payload
let users: ProfileUsers
let artist: Artist
let gig: Gig
const tag = `k${Date.now().toString(36)}`

/** The genres kept on the row itself (`genre_keys`), as the lists read them. */
async function keysOf(table: 'artists' | 'gigs', id: number) {
  const { rows } = await payload.db.drizzle.execute<{ keys: string[] }>(
    sql`SELECT genre_keys AS keys FROM ${sql.identifier(table)} WHERE id = ${id}`,
  )
  return rows[0]?.keys
}

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedProfileUsers(payload)
  artist = await payload.create({
    collection: 'artists',
    data: {
      user: users.artist.user.id,
      name: `Genre Keys ${tag}`,
      city: 'eskisehir',
      genres: ['jazz', 'blues'],
    },
  })
  gig = await payload.create({
    collection: 'gigs',
    data: {
      title: `Genre Keys ${tag}`,
      date: '2044-05-01T19:00:00.000Z',
      city: 'eskisehir',
      venue: 'Sahne',
      genres: ['rock'],
    },
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'gigs', id: gig.id })
  await cleanupProfileUsers(payload, users)
})

const directory = (query: Record<string, string>) =>
  listArtists(payload, parseDirectoryQuery({ q: tag, ...query }))
const gigList = (query: string) => listGigs(payload, parseGigListQuery(new URLSearchParams(query)))

describe("a profile's genres are kept on its row in step with its genre rows", () => {
  it('holds the genres an artist was made with', async () => {
    expect(await keysOf('artists', artist.id)).toEqual(['jazz', 'blues'])
    expect((await directory({ city: 'eskisehir', genre: 'blues' })).artists).toHaveLength(1)
  })

  it("follows an artist's genres when they change, and when they are cleared", async () => {
    await payload.update({ collection: 'artists', id: artist.id, data: { genres: ['rock'] } })
    expect(await keysOf('artists', artist.id)).toEqual(['rock'])
    expect((await directory({ city: 'eskisehir', genre: 'jazz' })).artists).toEqual([])
    expect((await directory({ city: 'eskisehir', genre: 'rock' })).artists).toHaveLength(1)
    // A change that leaves the genres alone keeps them.
    await payload.update({ collection: 'artists', id: artist.id, data: { actType: 'solo' } })
    expect(await keysOf('artists', artist.id)).toEqual(['rock'])
    await payload.update({ collection: 'artists', id: artist.id, data: { genres: [] } })
    expect(await keysOf('artists', artist.id)).toEqual([])
    expect((await directory({ genre: 'rock' })).artists).toEqual([])
  })

  it("follows a gig's genres, written through Payload or in SQL", async () => {
    const listed = () => gigList(`city=eskisehir&genre=latin&from=2044-04-01&to=2044-06-01`)
    expect(await keysOf('gigs', gig.id)).toEqual(['rock'])
    expect((await listed()).data).toEqual([])
    await payload.update({ collection: 'gigs', id: gig.id, data: { genres: ['latin', 'world'] } })
    expect(await keysOf('gigs', gig.id)).toEqual(['latin', 'world'])
    expect((await listed()).data.map((found) => found.id)).toEqual([gig.id])
    await payload.db.drizzle.execute(
      sql`UPDATE gigs_genres SET value = 'jazz' WHERE parent_id = ${gig.id} AND value = 'latin'`,
    )
    expect(await keysOf('gigs', gig.id)).toEqual(['jazz', 'world'])
    expect((await listed()).data).toEqual([])
  })
})
