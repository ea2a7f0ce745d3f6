/**
 * A copy of each entry in this process in front of the shared Redis handler, checked against
 * Redis on every read, so an instance serves what it holds without fetching and parsing the
 * whole entry (a market list's page is some 100 KB of HTML and RSC data) each time, and an expiry
 * on any instance still holds here at once.
 *
 * Held copies are checked with two small reads sent together: that the entry still exists in
 * Redis (a tag's revalidation deletes it), and that none of its tags, the page's implicit ones
 * included, was revalidated since the copy was made (the same millisecond counts). The second needs every revalidated tag's
 * time, so revalidateTag records it for explicit tags too (the Redis handler keeps it only for
 * implicit ones): otherwise an entry deleted and set again by another instance would pass the
 * first check while this copy is older than the tag's expiry.
 *
 * An entry is stored as old as the read that missed it, not as the moment it was set: a render
 * that missed before a write committed may read the old rows and set its entry after the write
 * expired the tags; stamped with the time it set, that entry would pass both checks and outlive
 * the write. Stamped with the miss, any tag expired since makes it stale at once.
 */
const REVALIDATED_TAGS_KEY = '__revalidated_tags__' // @fortedigital/nextjs-cache-handler's
const SHARED_TAGS_KEY = '__sharedTags__' // the Redis handler's key → tags hash, by default

/** A miss older than this is no longer matched to a set (a lost render must not pin its time). */
const RENDER_WINDOW_MS = 60_000

/**
 * The times of reads that found no entry, per key, until a set takes them: a set takes the
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

/** At most `maxEntries` copies, least recently read first out. */
export function localFirst(shared, { client, keyPrefix = '', maxEntries = 200 }) {
  const copies = new Map()
  const misses = missLedger(maxEntries * 5)
  const tagTimes = keyPrefix + REVALIDATED_TAGS_KEY
  const entries = keyPrefix + SHARED_TAGS_KEY

  const remember = (key, value) => {
    copies.delete(key)
    copies.set(key, value)
    if (copies.size > maxEntries) copies.delete(copies.keys().next().value)
  }

  async function stillCurrent(key, copy, implicitTags) {
    const tags = [...new Set([...(copy.tags ?? []), ...(implicitTags ?? [])])]
    const [exists, times] = await Promise.all([
      client.hExists(entries, key),
      tags.length > 0 ? client.hmGet(tagTimes, tags) : [],
    ])
    return Boolean(exists) && times.every((time) => !time || Number(time) < copy.lastModified)
  }

  return {
    name: 'local-first',
    async get(key, meta) {
      const copy = copies.get(key)
      if (copy && (await stillCurrent(key, copy, meta?.implicitTags))) {
        remember(key, copy)
        return copy
      }
      copies.delete(key)
      const value = await shared.get(key, meta)
      if (value) remember(key, value)
      else misses.miss(key)
      return value
    },
    async set(key, value, ctx) {
      copies.delete(key)
      // One millisecond before the miss: an expiry in the same millisecond may have come after it.
      const since = misses.take(key)
      const stamped =
        since !== undefined && since <= value.lastModified
          ? { ...value, lastModified: since - 1 }
          : value
      await shared.set(key, stamped, ctx)
      remember(key, stamped)
    },
    async revalidateTag(tag) {
      await client.hSet(tagTimes, tag, Date.now())
      for (const [key, copy] of copies) if (copy.tags?.includes(tag)) copies.delete(key)
      await shared.revalidateTag(tag)
    },
    async delete(key) {
      copies.delete(key)
      await shared.delete?.(key)
    },
  }
}
