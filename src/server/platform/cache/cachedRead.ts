import 'server-only'

import { unstable_cache } from 'next/cache'

import { countCacheRead } from '../observe/metricsHook'

/** A cached answer is also dropped after an hour, for changes made outside the app (seed, SQL). */
const CEILING_SECONDS = 3600

/** Next drops a longer tag (NEXT_CACHE_TAG_MAX_LENGTH), and an entry it cannot expire is stale. */
const MAX_TAG_LENGTH = 256

/**
 * The one cache of public reads: Next's data cache, shared by pages (an ISR page inherits the
 * tags of what it read) and route handlers, expired by tag from the collection hooks.
 *
 * To cache a read, wrap the plain function once and call the wrapper everywhere:
 *
 *   export const findPublicGig = cachedRead('gig', findGigById, (id) => [GIGS_TAG])
 *
 * The cache key is the name plus the call's arguments (JSON), so arguments must be plain data
 * and fully describe the answer; results must survive JSON. `tags` names (from
 * src/lib/cacheTags.ts) what a change must expire; the collection's afterChange/afterDelete hooks
 * call `revalidateTags` with the same names. Reads for a signed-in user never go through here.
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  load: (...args: A) => Promise<R>,
  tags: (...args: A) => string[],
): (...args: A) => Promise<R> {
  return async (...args) => {
    const entryTags = tags(...args)
    // Only hand-made URLs get here (no record has such a slug or id): answer them uncached.
    if (entryTags.some((tag) => tag.length > MAX_TAG_LENGTH)) return load(...args)
    // Next calls the loader only on a miss: that is how a hit is told from one. Its source stays
    // part of the key (Next keys an entry by the function's source, which is now the wrapper's).
    let loaded = false
    const cached = unstable_cache(
      (...loadArgs: A) => {
        loaded = true
        return load(...loadArgs)
      },
      [name, load.toString()],
      { tags: entryTags, revalidate: CEILING_SECONDS },
    )
    try {
      const answer = await cached(...args)
      countCacheRead(name, loaded ? 'miss' : 'hit')
      return answer
    } catch (error) {
      // Outside a Next.js server (tests, seed, scripts) there is no cache to read through.
      if (error instanceof Error && error.message.includes('incrementalCache missing'))
        return load(...args)
      throw error
    }
  }
}
