import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { ARTISTS_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { Artist } from '../../../src/payload-types'

/** A saved or removed artist expires the cached reads of artists. */
export const revalidateArtistsAfterChange: CollectionAfterChangeHook<Artist> = async ({
  doc,
  req,
}) => {
  await revalidateTags(req, [ARTISTS_TAG])
  return doc
}

export const revalidateArtistsAfterDelete: CollectionAfterDeleteHook<Artist> = async ({
  doc,
  req,
}) => {
  await revalidateTags(req, [ARTISTS_TAG])
  return doc
}
