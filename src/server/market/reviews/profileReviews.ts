import 'server-only'

import { ARTISTS_TAG, REVIEWS_TAG, VENUES_TAG } from '../../../lib/cacheTags'
import { isStorableText } from '../../../lib/storableText'
import { cachedRead } from '../../platform'
import { appPayload } from '../../platform'
import { listReviews, type ReviewPage } from './listReviews'

/**
 * A page of the shown reviews of the public artist or venue `slug`, newest first; null when there
 * is no such public profile. Cached: visibility is the stored `revealed` flag, flipped by a write.
 */
export const listProfileReviews = cachedRead(
  'reviews:profile',
  async (kind: 'artists' | 'venues', slug: string, page: number): Promise<ReviewPage | null> => {
    if (!isStorableText(slug)) return null
    const payload = await appPayload()
    const { docs } = await payload.find({
      collection: kind,
      where: { and: [{ slug: { equals: slug } }, { isPublic: { equals: true } }] },
      limit: 1,
      depth: 0,
      select: { slug: true },
      overrideAccess: false,
      user: null,
    })
    const profile = docs[0]
    if (!profile) return null
    return listReviews(
      payload,
      kind === 'artists' ? { artist: profile.id } : { venue: profile.id },
      page,
    )
  },
  (kind) => [REVIEWS_TAG, kind === 'artists' ? ARTISTS_TAG : VENUES_TAG],
)
