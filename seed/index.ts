import type { Payload } from 'payload'

import { gigFixtures } from './fixtures/gigs'
import { postFixtures } from './fixtures/posts'
import { upsertGig } from './gigs'
import { seedMarket } from './market'
import { upsertPost } from './posts'
import { seedUsers, upsertUser } from './users'

/**
 * Seeds the demo data. Idempotent: every record is looked up by a natural key (email, slug,
 * title) first, so a second run adds nothing. Runs with Payload's full access (no request).
 */
export async function seed(payload: Payload): Promise<void> {
  const [admin, , organizer] = await Promise.all(
    seedUsers().map((user) => upsertUser(payload, user)),
  )
  let posts = 0
  for (const fixture of postFixtures)
    if ((await upsertPost(payload, fixture, admin)) === 'created') posts++
  let gigs = 0
  for (const fixture of gigFixtures)
    if ((await upsertGig(payload, fixture, organizer)) === 'created') gigs++
  const market = await seedMarket(payload)
  payload.logger.info(
    `Seed done: ${posts} posts, ${gigs} gigs and ${market} market records created (existing ones kept).`,
  )
}

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  return totalDocs === 0
}
