/**
 * The cache handler of a single process (no REDIS_URL): Next's own (pages and data in its
 * in-memory LRU, as `isrFlushToDisk: false` keeps them) with optimized images in memory too, and
 * each entry dated by the read that led to its render rather than by its set (./missLedger.mjs),
 * so a render that read the rows before a write cannot outlive the write's expiry.
 */
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { withImageMemory } from './images.mjs'
import { datedByRead, missLedger, rendersAgain } from './missLedger.mjs'

const NextHandler = FileSystemCache.default ?? FileSystemCache

// Next makes a handler per request and keeps the entries process-wide: so are the reads.
const misses = missLedger()

class DatedByReadCache extends NextHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (rendersAgain(entry, ctx)) misses.miss(key)
    return entry
  }

  async set(key, value, ctx) {
    // Next stores the entry in memory before its first await, dated by the set: redate it before
    // any other read can run.
    const stored = super.set(key, value, ctx)
    const entry = NextHandler.memoryCache?.get(key)
    if (entry?.value === value) entry.lastModified = datedByRead(misses, key, entry.lastModified)
    await stored
  }
}

export default withImageMemory(DatedByReadCache)
