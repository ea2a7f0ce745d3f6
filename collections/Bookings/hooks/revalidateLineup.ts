import type { CollectionAfterChangeHook } from 'payload'

import { GIGS_TAG, SHOWS_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { Booking } from '../../../src/payload-types'

/** A booking made or cancelled changes a gig's lineup and whether it is a show. */
export const revalidateLineup: CollectionAfterChangeHook<Booking> = async ({ doc, req }) => {
  await revalidateTags(req, [GIGS_TAG, SHOWS_TAG])
  return doc
}
