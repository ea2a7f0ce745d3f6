/**
 * Optimized images (`/_next/image`) kept in this process's memory. Next writes them under
 * `.next/cache/images` only while `experimental.isrFlushToDisk` is on, which next.config.ts turns
 * off; without this every image request was fetched and encoded again (50-150 ms of CPU each).
 * An image is derived from its source URL alone, so each process keeps its own copy and Next
 * decides freshness from the copy's time (`images.minimumCacheTTL`). At most `maxBytes` are
 * held, least recently read out first.
 */
const KIND = 'IMAGE' // Next's IncrementalCacheKind.IMAGE

export function imageMemory(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map()
  let bytes = 0
  const drop = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.value.buffer.byteLength
    entries.delete(key)
  }
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return null
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    set(key, value) {
      drop(key)
      const size = value?.buffer?.byteLength ?? 0
      if (!size || size > maxBytes) return
      entries.set(key, { value, lastModified: Date.now() })
      bytes += size
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break
        drop(oldest)
      }
    },
    get size() {
      return entries.size
    },
  }
}

/**
 * `Handler` with images kept in memory (`imageMemory`) and every other kind left to it.
 * @template {new (...args: any[]) => any} T
 * @param {T} Handler
 * @returns {T}
 */
export function withImageMemory(Handler, images = imageMemory()) {
  return class extends Handler {
    async get(key, ctx) {
      return ctx?.kind === KIND ? images.get(key) : super.get(key, ctx)
    }
    async set(key, value, ctx) {
      return ctx?.kind === KIND ? images.set(key, value) : super.set(key, value, ctx)
    }
  }
}
