import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { VENUES_TAG } from '../../../src/lib/cacheTags'
import { revalidate } from '../../../src/server/cache/revalidate'
import type { Venue } from '../../../src/payload-types'

/** A saved or removed venue expires the cached reads of venues. */
export const revalidateVenuesAfterChange: CollectionAfterChangeHook<Venue> = ({ doc, req }) => {
  revalidate(req, { tags: [VENUES_TAG] })
  return doc
}

export const revalidateVenuesAfterDelete: CollectionAfterDeleteHook<Venue> = ({ doc, req }) => {
  revalidate(req, { tags: [VENUES_TAG] })
  return doc
}
