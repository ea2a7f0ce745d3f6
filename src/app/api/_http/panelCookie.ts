import 'server-only'

import { cookies } from 'next/headers'
import { generatePayloadCookie, type Payload } from 'payload'

/**
 * Signs the site's admin in to the panel too: the session's bearer token (the same server-side
 * session, ended by the same logout) as Payload's cookie, which the post page's draft mode and
 * /cms read. Only ever from a request that carried the token in its Authorization header, which
 * another site cannot make the browser send.
 */
export async function setPanelCookie(payload: Payload, request: Request): Promise<void> {
  const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token) return
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
    returnCookieAsObject: true,
  })
  ;(await cookies()).set(cookie.name, cookie.value ?? token, {
    httpOnly: true,
    path: cookie.path ?? '/',
    sameSite: 'lax',
    secure: cookie.secure,
    expires: cookie.expires ? new Date(cookie.expires) : undefined,
  })
}
