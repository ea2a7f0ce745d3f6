import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { ARTISTS_TAG, VENUES_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { Booking } from '../../../src/payload-types'

/** Artist and venue pages list upcoming and past shows, made of bookings. */
export const revalidateShowsAfterChange: CollectionAfterChangeHook<Booking> = async ({
  doc,
  req,
}) => {
  await revalidateTags(req, [ARTISTS_TAG, VENUES_TAG])
  return doc
}

export const revalidateShowsAfterDelete: CollectionAfterDeleteHook<Booking> = async ({
  doc,
  req,
}) => {
  await revalidateTags(req, [ARTISTS_TAG, VENUES_TAG])
  return doc
}
