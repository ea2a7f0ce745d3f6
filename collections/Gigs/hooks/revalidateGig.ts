import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { gigPagePaths } from '../../../src/lib/cacheTags'
import { revalidate } from '../../../src/server/cache/revalidate'
import type { Gig } from '../../../src/payload-types'

/** A saved or deleted gig expires the gig list and its own page in both languages at once. */
export const revalidateGig: CollectionAfterChangeHook<Gig> = ({ doc, req }) => {
  revalidate(req, { paths: gigPagePaths(doc.id) })
  return doc
}

export const revalidateGigDelete: CollectionAfterDeleteHook<Gig> = ({ doc, req }) => {
  revalidate(req, { paths: gigPagePaths(doc?.id) })
  return doc
}
