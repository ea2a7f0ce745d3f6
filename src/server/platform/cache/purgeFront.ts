import 'server-only'

import type { Payload } from 'payload'

/** A front that does not answer must not hold a write's answer for long. */
const TIMEOUT_MS = 2000

/**
 * When a purge fails, it is sent again this long after the write (in the background; the write
 * has answered). Past the last, the front's copy still goes once its short TTL has run out
 * (deploy/varnish/sahne.vcl keeps app answers at most 60 s, then 10 s of grace).
 */
const RETRIES_MS = [1500, 5000, 15_000]

async function purge(url: string, tags: string[]): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'PURGE',
      headers: { 'xkey-purge': tags.join(' ') },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    return response.ok ? null : `answered ${response.status}`
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * Drops every answer the HTTP cache in front (Varnish with xkey, deploy/) keeps under one of
 * `tags`, the same names as the data cache's (src/lib/cacheTags.ts), and waits for the front's
 * answer (at most TIMEOUT_MS), so that the write answers only once the front has let the old
 * version go. A fetch the front had already started from an instance is not kept by it either
 * (the VCL compares its start with the last purge). If the front cannot be reached, the write
 * still succeeds: the failure is logged and the purge retried. Only with `VARNISH_URL` set; the
 * front accepts a PURGE only from the app's addresses.
 */
export async function purgeFront(payload: Payload, tags: string[]): Promise<void> {
  const url = process.env.VARNISH_URL
  if (!url || tags.length === 0) return
  const failed = await purge(url, tags)
  if (!failed) return
  payload.logger.error(
    `[front] purge of ${tags.join(' ')} failed (${failed}): retrying; the front's copy expires within 70 s at most`,
  )
  const retry = async (attempt: number) => {
    const again = await purge(url, tags)
    if (!again) return payload.logger.info(`[front] purge of ${tags.join(' ')} done on retry`)
    if (attempt + 1 < RETRIES_MS.length) return schedule(attempt + 1)
    payload.logger.error(`[front] purge of ${tags.join(' ')} failed again (${again}): giving up`)
  }
  const schedule = (attempt: number) =>
    void setTimeout(
      () => void retry(attempt),
      RETRIES_MS[attempt] - (attempt ? RETRIES_MS[attempt - 1] : 0),
    ).unref()
  schedule(0)
}
