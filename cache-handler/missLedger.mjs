/**
 * When the render that sets an entry began, as both cache handlers date their entries.
 *
 * Next dates an entry by the moment it is set, and drops it when one of its tags was expired
 * after that date. A render that read the rows before a write committed may set its entry after
 * the write expired the tags: dated by its set, that entry outlives the write. So each handler
 * notes when a read found nothing to serve fresh (a miss, or an entry Next renders again because
 * it is older than its `revalidate`), and dates the set that follows by that read instead: any tag
 * expired since makes the entry stale at once.
 */

/** A read older than this is no longer matched to a set (a lost render must not pin its time). */
const RENDER_WINDOW_MS = 60_000

/**
 * The times of reads that lead to a render, per key, until a set takes them: a set takes the
 * oldest time still waiting and drops the newest, so that while two renders of one key are on
 * their way, neither is stamped younger than the older one began.
 */
export function missLedger(maxKeys = 1000) {
  const misses = new Map()
  const recent = (key, now) => (misses.get(key) ?? []).filter((t) => now - t < RENDER_WINDOW_MS)
  return {
    miss(key, now = Date.now()) {
      const times = recent(key, now)
      times.push(now)
      misses.delete(key)
      misses.set(key, times)
      if (misses.size > maxKeys) misses.delete(misses.keys().next().value)
    },
    /** The oldest miss of `key` still waiting for its set, or undefined. */
    take(key, now = Date.now()) {
      const times = recent(key, now)
      if (times.length === 0) return (misses.delete(key), undefined)
      const oldest = Math.min(...times)
      times.splice(times.indexOf(Math.max(...times)), 1)
      if (times.length === 0) misses.delete(key)
      else misses.set(key, times)
      return oldest
    },
  }
}

/**
 * Whether Next renders `entry` again after this read: there is none, or it is older than its
 * `revalidate` (seconds: the read's for data, the entry's own for a page), which Next serves stale
 * while it renders again in the background.
 */
export function rendersAgain(entry, ctx, now = Date.now()) {
  if (!entry) return true
  const revalidate = ctx?.revalidate ?? entry.value?.revalidate ?? entry.cacheControl?.revalidate
  return typeof revalidate === 'number' && now - entry.lastModified > revalidate * 1000
}

/**
 * The date of an entry set at `setAt` for `key`: its render's first read, one millisecond before
 * (an expiry in the same millisecond may have come after that read), or `setAt` when no read
 * of the key is waiting.
 */
export function datedByRead(misses, key, setAt) {
  const since = misses.take(key)
  return since !== undefined && since <= setAt ? since - 1 : setAt
}
