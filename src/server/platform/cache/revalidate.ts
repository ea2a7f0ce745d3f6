import 'server-only'

import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { afterCommit } from './afterCommit'
import { purgeFront } from './purgeFront'

/** Expire every tag at once: an editor checking the page right after saving must see the change. */
const AT_ONCE = { expire: 0 }

/** A cache that does not answer must not hold a write's answer for long. */
const EXPIRY_TIMEOUT_MS = 5000

type IncrementalCache = { revalidateTag(tags: string[], durations?: { expire?: number }): unknown }

/**
 * Next's cache of this process (its handler is `cache-handler/`, over Redis with REDIS_URL),
 * which Next's server keeps on `globalThis` for the request being handled.
 */
const incrementalCache = () =>
  (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache

/**
 * Expires `tags` in Next's data and ISR cache and waits until the cache handler has done so.
 * `revalidateTag` alone is not enough: inside a route handler it only queues the tags, and Next
 * expires them in the request's `waitUntil`, once the answer is already on its way; under load the
 * next read (through another instance, or the front it was just purged from) could come first
 * and be answered from the old entry. Next still gets its own call, which also tells a Server
 * Action's client to refresh what its router holds; the second expiry it runs later is harmless.
 */
async function expireDataCache(req: PayloadRequest, tags: string[]) {
  try {
    for (const tag of tags) revalidateTag(tag, AT_ONCE)
  } catch (error) {
    // Outside a Next.js request (seed, scripts, tests) there is no cache to expire.
    if (error instanceof Error && error.message.includes('static generation store missing')) return
    req.payload.logger.warn({ err: error }, 'Revalidation failed')
  }
  const cache = incrementalCache()
  if (!cache) return
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), EXPIRY_TIMEOUT_MS)
  })
  try {
    const result = await Promise.race([cache.revalidateTag(tags, AT_ONCE), timedOut])
    if (result === 'timeout')
      req.payload.logger.error(
        `[cache] expiring ${tags.join(' ')} took over ${EXPIRY_TIMEOUT_MS} ms: answering without it`,
      )
  } catch (error) {
    req.payload.logger.error({ err: error }, `[cache] expiring ${tags.join(' ')} failed`)
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Expires cache tags (src/lib/cacheTags.ts) once the change has committed, so the very next read
 * loads the new rows: first Next's shared data and ISR cache, then the front (`purgeFront`), and
 * only then does the write answer, so that no read after the answer can meet the old version in
 * either. A no-op when the caller opts out (`context.disableRevalidate`) and outside a Next.js
 * request (seed, scripts, tests), where Next has no cache to expire and throws.
 */
export async function revalidateTags(req: PayloadRequest, tags: string[]): Promise<void> {
  if (req.context.disableRevalidate || tags.length === 0) return
  const unique = [...new Set(tags)]
  await afterCommit(req, async () => {
    await expireDataCache(req, unique)
    await purgeFront(req.payload, unique)
  })
}
