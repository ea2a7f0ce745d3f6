import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { SHOWS_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform/cache/revalidate'
import type { Going } from '../../../src/payload-types'

/** A going mark changes the show list's counts: its tag expires once the write commits. */
export const revalidateShows: CollectionAfterChangeHook<Going> = async ({ doc, req }) => {
  await revalidateTags(req, [SHOWS_TAG])
  return doc
}

export const revalidateShowsDelete: CollectionAfterDeleteHook<Going> = async ({ doc, req }) => {
  await revalidateTags(req, [SHOWS_TAG])
  return doc
}
