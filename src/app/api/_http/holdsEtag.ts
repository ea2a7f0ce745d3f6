import 'server-only'

/**
 * Whether the request's `If-None-Match` (one tag, a list, or `*`) names `etag`. The comparison is
 * weak, as RFC 9110 has it for this header: `W/"x"` holds `"x"` (a proxy that compresses an
 * answer may weaken its tag, and the client sends it back so).
 */
export function holdsEtag(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match')
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare)
}
