import { NextResponse, type NextRequest } from 'next/server'

/** Where an API path that names nothing is answered: a JSON 404 in the request's language. */
const API_NOT_FOUND = '/api/undecodable-path'

const bytesOf = (escapes: string) =>
  Uint8Array.from(escapes.match(/%[0-9a-f]{2}/gi)!, (escape) => parseInt(escape.slice(1), 16))

/** The path with each run of escapes decoded leniently (bad bytes become U+FFFD) and re-escaped. */
const repairedPath = (pathname: string) =>
  pathname.replace(/(?:%[0-9a-f]{2})+/gi, (run) =>
    encodeURIComponent(new TextDecoder().decode(bytesOf(run))),
  )

/**
 * A path whose escapes do not decode as UTF-8 (a lone surrogate's bytes, `%ED%A0%80`) is answered
 * 500 by Next's router before any route runs. Such a path names nothing. Under /api it is
 * rewritten to a JSON 404; a page is redirected to the same path spelt in valid UTF-8 (the bad
 * bytes as U+FFFD), which its own page answers with the not-found page in the path's language.
 * (A rewrite cannot serve pages: Next still decodes the original path for the dynamic segments.)
 */
export function rewriteUndecodablePath(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl
  if (!pathname.includes('%')) return null
  try {
    decodeURIComponent(pathname)
    return null
  } catch {
    const url = request.nextUrl.clone()
    if (pathname.startsWith('/api/')) {
      url.pathname = API_NOT_FOUND
      return NextResponse.rewrite(url)
    }
    url.pathname = repairedPath(pathname)
    return NextResponse.redirect(url, 308)
  }
}
