import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { sqlOf } from '../../platform'

/**
 * Sets the artist's followerCount to the number of its follows, inside the request's transaction.
 * The artist row is locked first, so two follows saved at the same moment wait for each other and
 * the second count (a new statement, a new snapshot) sees the first: double clicks never miscount.
 */
export async function recountFollowers(req: PayloadRequest, artistId: number): Promise<void> {
  const db = await sqlOf(req)
  await db.execute(sql`SELECT id FROM artists WHERE id = ${artistId} FOR NO KEY UPDATE`)
  await db.execute(sql`
    UPDATE artists
    SET follower_count = (SELECT count(*) FROM follows WHERE artist_id = ${artistId})
    WHERE id = ${artistId}`)
}
