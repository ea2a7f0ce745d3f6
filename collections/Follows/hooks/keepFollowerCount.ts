import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { ARTISTS_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import { recountFollowers } from '../../../src/server/people'
import type { Follow } from '../../../src/payload-types'

const artistId = (artist: Follow['artist'] | undefined) =>
  typeof artist === 'object' && artist ? artist.id : artist

/** A new or moved follow recounts its artist (and the one it left). */
export const recountAfterChange: CollectionAfterChangeHook<Follow> = async ({
  doc,
  previousDoc,
  req,
}) => {
  const ids = new Set([artistId(doc.artist), artistId(previousDoc?.artist)])
  for (const id of ids) if (typeof id === 'number') await recountFollowers(req, id)
  await revalidateTags(req, [ARTISTS_TAG])
  return doc
}

export const recountAfterDelete: CollectionAfterDeleteHook<Follow> = async ({ doc, req }) => {
  const id = artistId(doc.artist)
  if (typeof id === 'number') await recountFollowers(req, id)
  await revalidateTags(req, [ARTISTS_TAG])
  return doc
}
