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
 * An entry is stored as old as the read that led to its render (./missLedger.mjs), not as the
 * moment it was set, so a render that read the rows before a write cannot outlive the write.
 */
import { datedByRead, missLedger, rendersAgain } from './missLedger.mjs'

const REVALIDATED_TAGS_KEY = '__revalidated_tags__' // @fortedigital/nextjs-cache-handler's
const SHARED_TAGS_KEY = '__sharedTags__' // the Redis handler's key → tags hash, by default

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
        if (rendersAgain(copy, meta)) misses.miss(key)
        return copy
      }
      copies.delete(key)
      const value = await shared.get(key, meta)
      if (value) remember(key, value)
      if (rendersAgain(value, meta)) misses.miss(key)
      return value
    },
    async set(key, value, ctx) {
      copies.delete(key)
      const lastModified = datedByRead(misses, key, value.lastModified)
      const stamped = lastModified === value.lastModified ? value : { ...value, lastModified }
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
