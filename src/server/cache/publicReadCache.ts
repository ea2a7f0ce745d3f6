const TTL_MS = 60_000
/*
 * Hooks invalidate inside the change's transaction, before it commits: a read in between still
 * sees the old rows. Answers loaded this soon after an invalidation are served but not kept.
 */
const QUIET_MS = 2_000
const MAX_ENTRIES = 1000

type Entry = { storedAt: number; value: Promise<unknown> }

/*
 * One store per process, not per module instance: Next bundles pages and route handlers
 * separately, each with its own copy of this module, while Payload (and with it the hooks that
 * call `invalidatePublicReads`) is shared through a global. A per-module Map let pages serve
 * answers that a change had already invalidated in another copy.
 */
const store = globalThis as typeof globalThis & {
  __sahnePublicReads?: Map<string, Entry>
  __sahnePublicReadsQuietUntil?: number
}
const entries = (store.__sahnePublicReads ??= new Map<string, Entry>())

/**
 * Public blog reads are the hot path and identical for every visitor, so each answer is kept in
 * memory until content changes (the post and comment hooks call `invalidatePublicReads`) or, for
 * changes made by another process such as the seed script, for at most a minute. Failures are not
 * kept, and concurrent misses share one database round trip.
 */
export function cachedPublicRead<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
  const id = JSON.stringify(key)
  const hit = entries.get(id)
  if (hit && Date.now() - hit.storedAt < TTL_MS) return hit.value as Promise<T>
  const value = load()
  if (Date.now() < (store.__sahnePublicReadsQuietUntil ?? 0)) return value
  const entry = { storedAt: Date.now(), value }
  entries.delete(id)
  entries.set(id, entry)
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  value.catch(() => {
    if (entries.get(id) === entry) entries.delete(id)
  })
  return value
}

export function invalidatePublicReads(): void {
  entries.clear()
  store.__sahnePublicReadsQuietUntil = Date.now() + QUIET_MS
}
