import 'server-only'

import type { RateLimitedAction } from '@/server/platform'

type OpenPath = { method: string; path: RegExp; limit?: RateLimitedAction }

/**
 * What `/cms-api` answers without an admin: what the panel's sign-in screens call. Everything else
 * is the panel's and answers admins only, Payload's file routes too: the site serves uploads at
 * /api/media and /api/photos.
 */
const OPEN_PATHS: OpenPath[] = [
  { method: 'POST', path: /^users\/login$/, limit: 'login' },
  { method: 'POST', path: /^users\/forgot-password$/, limit: 'login' },
  { method: 'POST', path: /^users\/reset-password$/, limit: 'login' },
  // Payload refuses it once any user exists; the password rule applies as everywhere.
  { method: 'POST', path: /^users\/first-register$/, limit: 'register' },
  { method: 'POST', path: /^users\/logout$/ },
  { method: 'POST', path: /^users\/refresh-token$/ },
  { method: 'GET', path: /^users\/me$/ },
]

/** The open path `method path` matches (path relative to /cms-api, no leading slash), if any. */
export const findOpenPath = (method: string, path: string): OpenPath | undefined =>
  OPEN_PATHS.find((open) => open.method === method && open.path.test(path))

/** The path of a request below `/cms-api/`, e.g. `users/login`. */
export const cmsApiPath = (request: Request): string =>
  new URL(request.url).pathname.replace(/^\/cms-api\/?/, '').replace(/\/+$/, '')
