import type { CollectionAfterChangeHook } from 'payload'

import { ARTISTS_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { CityRequest } from '../../../src/payload-types'

/** The artist's answer and page show the counts per city: they expire with a new request. */
export const revalidateRequestedArtist: CollectionAfterChangeHook<CityRequest> = async ({
  doc,
  req,
}) => {
  await revalidateTags(req, [ARTISTS_TAG])
  return doc
}
