import type { Payload } from 'payload'

import { fanFixtures } from './fixtures/artists'
import { upsertUser } from './users'

const FAN_PASSWORD = 'Fan2025ok'

/**
 * The demo fans and their follows. Artists are looked up by slug at run time and skipped when
 * missing; an existing follow is kept (the follow hooks keep the counts).
 */
export async function seedFans(payload: Payload): Promise<number> {
  let follows = 0
  for (const fan of fanFixtures) {
    const user = await upsertUser(payload, {
      email: fan.email,
      password: FAN_PASSWORD,
      fullname: fan.fullname,
      role: 'fan',
    })
    for (const slug of fan.follows) {
      const { docs } = await payload.find({
        collection: 'artists',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 0,
      })
      const artist = docs[0]
      if (!artist) continue
      const existing = await payload.count({
        collection: 'follows',
        where: { and: [{ follower: { equals: user.id } }, { artist: { equals: artist.id } }] },
      })
      if (existing.totalDocs > 0) continue
      await payload.create({
        collection: 'follows',
        data: { follower: user.id, artist: artist.id },
      })
      follows++
    }
  }
  return follows
}
