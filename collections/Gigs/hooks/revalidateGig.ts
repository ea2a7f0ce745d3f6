import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { GIGS_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { Gig } from '../../../src/payload-types'

/** A saved or deleted gig expires every gig read (list, pages, API, sitemap) once committed. */
export const revalidateGig: CollectionAfterChangeHook<Gig> = async ({ doc, req }) => {
  await revalidateTags(req, [GIGS_TAG])
  return doc
}

export const revalidateGigDelete: CollectionAfterDeleteHook<Gig> = async ({ doc, req }) => {
  await revalidateTags(req, [GIGS_TAG])
  return doc
}
