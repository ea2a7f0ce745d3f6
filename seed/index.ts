import type { Payload } from 'payload'

import { seedArtists } from './artists'
import { seedFans } from './fans'
import { gigFixtures } from './fixtures/gigs'
import { postFixtures } from './fixtures/posts'
import { seedFirstAdmin } from './firstAdmin'
import { upsertGig } from './gigs'
import { seedGoings } from './goings'
import { seedMarket } from './market'
import { seedBookingTerms } from './bookingTerms'
import { seedMemberComment } from './memberComments'
import { seedPressKits } from './pressKits'
import { seedReviews } from './reviews'
import { upsertPost } from './posts'
import { seedUsers, upsertUser } from './users'
import { seedVenues } from './venues'

/** `NODE_ENV=production`: never demo accounts or demo content. */
export const isProduction = () => process.env.NODE_ENV === 'production'

/**
 * Seeds the demo data (in production only the first admin from the environment, if named). Idempotent: every record is looked up by a natural key (email, slug,
 * title) first, so a second run adds nothing. Runs with Payload's full access (no request).
 */
export async function seed(payload: Payload): Promise<void> {
  if (isProduction()) return seedFirstAdmin(payload)
  const [admin] = await Promise.all(seedUsers().map((user) => upsertUser(payload, user)))
  let posts = 0
  for (const fixture of postFixtures)
    if ((await upsertPost(payload, fixture, admin)) === 'created') posts++
  await seedMemberComment(payload)
  const venues = await seedVenues(payload)
  let gigs = 0
  for (const fixture of gigFixtures)
    if ((await upsertGig(payload, fixture, venues)) === 'created') gigs++
  const artists = await seedArtists(payload)
  const follows = await seedFans(payload)
  const market = (await seedMarket(payload)) + (await seedBookingTerms(payload))
  const pressKits = await seedPressKits(payload)
  const afterGigs = await seedReviews(payload)
  const goings = await seedGoings(payload)
  payload.logger.info(
    `Seed done: ${posts} posts, ${gigs} gigs, ${artists} artists, ${follows} follows and ${market} market records, ${pressKits} press kits, ${afterGigs} reviewed bookings and ${goings} going marks created (existing ones kept).`,
  )
}

export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  return totalDocs === 0
}
