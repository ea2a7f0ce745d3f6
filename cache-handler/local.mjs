/**
 * The cache handler of a single process (no REDIS_URL): Next's own (pages and data in its
 * in-memory LRU, as `isrFlushToDisk: false` keeps them) with optimized images in memory too.
 */
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { withImageMemory } from './images.mjs'

export default withImageMemory(FileSystemCache.default ?? FileSystemCache)
