import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { ARTISTS_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { AvailabilityBlock } from '../../../src/payload-types'

/** A block changes the artist's busy days and who the directory lists as free on a day. */
export const revalidateAvailabilityAfterChange: CollectionAfterChangeHook<
  AvailabilityBlock
> = async ({ doc, req }) => {
  await revalidateTags(req, [ARTISTS_TAG])
  return doc
}

export const revalidateAvailabilityAfterDelete: CollectionAfterDeleteHook<
  AvailabilityBlock
> = async ({ doc, req }) => {
  await revalidateTags(req, [ARTISTS_TAG])
  return doc
}
