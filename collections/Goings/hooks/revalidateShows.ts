import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { SHOWS_TAG, showTag } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { Going } from '../../../src/payload-types'

/** A going mark changes the list's counts and its show's page: their tags expire after the commit. */
const gigOf = (doc: Going) => (typeof doc.gig === 'object' ? doc.gig.id : doc.gig)

export const revalidateShows: CollectionAfterChangeHook<Going> = async ({ doc, req }) => {
  await revalidateTags(req, [SHOWS_TAG, showTag(gigOf(doc))])
  return doc
}

export const revalidateShowsDelete: CollectionAfterDeleteHook<Going> = async ({ doc, req }) => {
  await revalidateTags(req, [SHOWS_TAG, showTag(gigOf(doc))])
  return doc
}
