import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { GIGS_TAG, VENUES_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { Venue } from '../../../src/payload-types'

/** A saved or removed venue expires the cached reads of venues and of gigs, which show its name. */
export const revalidateVenuesAfterChange: CollectionAfterChangeHook<Venue> = async ({
  doc,
  req,
}) => {
  await revalidateTags(req, [VENUES_TAG, GIGS_TAG])
  return doc
}

export const revalidateVenuesAfterDelete: CollectionAfterDeleteHook<Venue> = async ({
  doc,
  req,
}) => {
  await revalidateTags(req, [VENUES_TAG, GIGS_TAG])
  return doc
}
