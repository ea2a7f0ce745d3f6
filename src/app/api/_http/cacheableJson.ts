import 'server-only'

import { createHash } from 'node:crypto'

import { holdsEtag } from './holdsEtag'

/*
 * Public reads are the same for everyone: a client asks again each time, and an unchanged answer
 * costs a 304 with no body; a shared cache keeps them like the pages (an hour, the data cache's
 * ceiling), purged by their xkey tags on every write (src/lib/http/frontCacheTags.ts).
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, must-revalidate'

/** A JSON answer with an ETag of its bytes; 304 when the request already holds that version. */
export function cacheableJson(request: Request, body: unknown): Response {
  const json = JSON.stringify(body)
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`
  // The answer's message follows Accept-Language (requestMessage), so a shared cache keeps one per language.
  const headers = { ETag: etag, 'Cache-Control': CACHE_CONTROL, Vary: 'Accept-Language' }
  if (holdsEtag(request, etag)) return new Response(null, { status: 304, headers })
  return new Response(json, { headers: { ...headers, 'Content-Type': 'application/json' } })
}

/** The spec's success shape, `{ success: true, data, message, ...extra }`, as a cacheable read. */
export const cacheableSuccess = (
  request: Request,
  data: unknown,
  message: string,
  extra: Record<string, unknown> = {},
) => cacheableJson(request, { success: true, data, message, ...extra })
