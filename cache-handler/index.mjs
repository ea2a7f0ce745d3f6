/**
 * Next's data and ISR cache in Redis (next.config.ts uses this file when REDIS_URL is set), so
 * every app instance reads and expires one cache: a `revalidateTag` on instance A drops the
 * entries instance B would serve. Without REDIS_URL, ./local.mjs keeps Next's own in-memory cache.
 * @fortedigital/nextjs-cache-handler's `redis-strings` handler behind a checked copy in this
 * process (./localFirst.mjs); one client per process.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { withImageMemory } from './images.mjs'
import { localFirst } from './localFirst.mjs'

const KEY_PREFIX = process.env.REDIS_KEY_PREFIX || 'sahne:'

async function createConfig() {
  // The build renders into its own output; only servers share the cache.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] }
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 })
  client.on('error', (error) => console.error('[cache] Redis:', error.message))
  try {
    await client.connect()
  } catch (error) {
    // Started without its Redis, an instance would serve its own copy: refuse instead.
    console.error('[cache] cannot reach Redis at REDIS_URL:', error.message)
    process.exit(1)
  }
  const shared = createRedisHandler({ client, keyPrefix: KEY_PREFIX })
  return { handlers: [localFirst(shared, { client, keyPrefix: KEY_PREFIX })] }
}

/*
 * The first request to read the cache creates the client: outside that request's log context
 * (src/server/platform/observe/requestContext.ts), or the client's own events for the life of the
 * process (reconnects, Redis down) would be logged under that one request's id.
 */
const LOG_CONTEXT = Symbol.for('sahne.logContext')
const outsideRequest = (fn) => globalThis[LOG_CONTEXT]?.exit(fn) ?? fn()

CacheHandler.onCreation(() => (globalThis.sahneCacheConfig ??= outsideRequest(createConfig)))

/**
 * Optimized images stay in each process (./images.mjs): one is derived from its URL alone. A
 * write's tags are expired side by side rather than one after another (the package's way): the
 * write waits for them before it answers (src/server/platform/cache/revalidate.ts).
 */
export default class SharedCacheHandler extends withImageMemory(CacheHandler) {
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    await Promise.all(list.map((tag) => super.revalidateTag(tag, durations)))
  }
}
