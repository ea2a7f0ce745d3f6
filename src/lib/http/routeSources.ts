// Relative imports only: next.config.ts loads this file, where the `@/` alias does not resolve.

/**
 * Next.js tries every header rule, and every redirect until one matches, on every request, each
 * behind an `await`: with the site's two languages that was some 140 rules for a page that needs
 * none of them. These fold several route patterns (`/giris`, `/en/gigs/:id/edit`,
 * `/admin/:path*`) into one `source` that matches the same paths, so the same rules are fewer.
 */

/** A segment of a route pattern as a regular expression, as Next's path-to-regexp reads it. */
function segmentPattern(segment: string) {
  if (/^:\w+\*$/.test(segment)) return '(?:/[^/#?]+)*'
  if (/^:\w+$/.test(segment)) return '/[^/#?]+'
  if (/^[\w-]+$/.test(segment)) return `/${segment}`
  throw new Error(`anyOf: unsupported segment "${segment}"`)
}

/**
 * One source matching each of `paths` (literal first segment, then literals, `:name` or
 * `:name*`). Its groups are unnamed, so the rule gets no parameters: for rules whose values or
 * destination use none (Next then also skips compiling their values on every request).
 */
export function anyOf(paths: string[]): string {
  const alternatives = paths.map((path) => {
    const [first, ...rest] = path.split('/').filter(Boolean)
    if (!first || first.startsWith(':')) throw new Error(`anyOf: "${path}" needs a literal start`)
    return [first, ...rest].map(segmentPattern).join('').slice(1)
  })
  return `/(${alternatives.join('|')})`
}

/**
 * One source for paths that differ only in their literal start (`/sanatcilar/:slug` and
 * `/en/artists/:slug`): `/(sanatcilar|en/artists)/:slug`, its named parameters those of each path.
 * Null when they differ elsewhere, or a start is `/` alone.
 */
export function withStartsOf(paths: string[]): string | null {
  const split = paths.map((path) => {
    const segments = path.split('/').filter(Boolean)
    const param = segments.findIndex((segment) => segment.startsWith(':'))
    const start = param === -1 ? segments : segments.slice(0, param)
    const tail = param === -1 ? [] : segments.slice(param)
    return { start: start.join('/'), tail: tail.map((segment) => `/${segment}`).join('') }
  })
  const { tail } = split[0]
  if (split.some((path) => path.tail !== tail || !/^[\w-]+(?:\/[\w-]+)*$/.test(path.start)))
    return null
  return `/(${split.map((path) => path.start).join('|')})${tail}`
}
