import 'server-only'

import type { Payload } from 'payload'

/** A front that does not answer must not hold a write's answer for long. */
const TIMEOUT_MS = 2000

/**
 * A page read by another instance between this purge and the moment the expiry reached the
 * shared data cache could be kept again from the old data: a second purge a moment later drops it.
 */
const SECOND_PURGE_MS = 1500

const purge = (url: string, tags: string[]) =>
  fetch(url, {
    method: 'PURGE',
    headers: { 'xkey-purge': tags.join(' ') },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })

/**
 * Drops every answer the HTTP cache in front (Varnish with xkey, deploy/) keeps under one of
 * `tags`, the same names as the data cache's (src/lib/cacheTags.ts). Only with `VARNISH_URL` set;
 * the front accepts a PURGE only from the app's addresses.
 */
export async function purgeFront(payload: Payload, tags: string[]): Promise<void> {
  const url = process.env.VARNISH_URL
  if (!url || tags.length === 0) return
  try {
    const response = await purge(url, tags)
    if (!response.ok) payload.logger.warn(`[front] purge of ${tags.join(' ')}: ${response.status}`)
  } catch (error) {
    payload.logger.warn({ err: error }, `[front] purge of ${tags.join(' ')} failed`)
  }
  setTimeout(() => void purge(url, tags).catch(() => {}), SECOND_PURGE_MS).unref()
}
