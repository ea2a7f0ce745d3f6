import 'server-only'

import { isDatabaseUnavailable, KeyTaken } from '@/server/platform'
import { translate } from '@/server/platform'
import { ApiError } from './ApiError'
import { honourKey, idempotencyKeyOf } from './idempotencyKey'
import { messageLocale } from './messageLocale'
import { failure } from './responses'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Seconds a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * A signed-in caller's answer that does not say how it may be kept carries that caller's own
 * records (the other party's email, a rider, a thread): no cache, shared or the browser's, keeps
 * it. Public reads say so themselves (cacheableJson), and keep saying it.
 */
function keptPrivate(request: Request, response: Response): Response {
  if (request.headers.has('authorization') && !response.headers.has('cache-control'))
    response.headers.set('Cache-Control', 'private, no-store')
  return response
}

/**
 * RFC 6750's challenge: `invalid_token` when a token was sent and refused (expired, revoked, its
 * account gone), so the browser knows its stored session is over and signs out.
 */
const bearerChallenge = (request: Request) =>
  request.headers.get('authorization')?.startsWith('Bearer ')
    ? 'Bearer realm="sahne", error="invalid_token"'
    : 'Bearer realm="sahne"'

/**
 * Wraps a route handler so every failure answers JSON: an ApiError with its status and message,
 * an unreachable database a 503 with `Retry-After`, anything else a logged 500 that reveals nothing. Messages are in English unless the request
 * asks for Turkish (`?locale=tr` or `Accept-Language: tr`).
 *
 * `idempotent`: the route's write runs in one transaction (`inTransaction`), so it honours an
 * `Idempotency-Key` (honourKey: done at most once, repeats replay its answer). Any other route
 * refuses a keyed write with a 400 rather than let the client believe a repeat is safe.
 */
export function apiRoute<C = unknown>(
  handler: Handler<C>,
  { idempotent = false }: { idempotent?: boolean } = {},
): Handler<C> {
  return async (request, context) =>
    keptPrivate(
      request,
      await answered(request, async () => {
        const key = idempotencyKeyOf(request)
        if (key === null) return handler(request, context)
        if (!idempotent) throw new ApiError(400, 'HardeningApi.idempotencyNotHonoured')
        // Failures are answered inside, so a keyed write's stored answer is the one it gave.
        return honourKey(request, key, (keyed) => answered(keyed, () => handler(keyed, context)))
      }),
    )
}

/** A write route that honours `Idempotency-Key`: its write runs in one `inTransaction`. */
export const idempotentRoute = <C = unknown>(handler: Handler<C>): Handler<C> =>
  apiRoute(handler, { idempotent: true })

/** `work`'s answer, or its failure as a JSON answer; a taken key goes on to honourKey. */
async function answered(request: Request, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof KeyTaken) throw error
    const locale = messageLocale(request)
    if (error instanceof ApiError) {
      const response = failure(
        error.status,
        translate(locale, error.message, error.values),
        error.extra,
      )
      const { retryAfter } = error.extra
      if (typeof retryAfter === 'number') response.headers.set('Retry-After', String(retryAfter))
      if (error.status === 401 && error.message === 'AuthApi.authRequired')
        response.headers.set('WWW-Authenticate', bearerChallenge(request))
      return response
    }
    const where = `${request.method} ${new URL(request.url).pathname}`
    if (isDatabaseUnavailable(error)) {
      console.warn(`[api] ${where}: database unavailable (${(error as Error).message})`)
      const response = failure(503, translate(locale, 'HardeningApi.databaseUnavailable'))
      response.headers.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      return response
    }
    console.error(`[api] ${where}`, error)
    return failure(500, translate(locale, 'Api.unexpected'))
  }
}

/** For the methods a route does not serve: 405 as JSON, with the allowed ones. */
export const methodNotAllowed =
  (...allowed: string[]) =>
  async (request?: Request) => {
    const locale = request ? messageLocale(request) : 'en'
    const response = failure(405, translate(locale, 'Api.methodNotAllowed'))
    response.headers.set('Allow', allowed.join(', '))
    return response
  }

const VERBS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Verb = (typeof VERBS)[number]
type NotAllowed = ReturnType<typeof methodNotAllowed>

/**
 * A route's answers for the verbs it does not serve, each a 405 naming `allowed`:
 * `export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')`. (Next answers an unexported
 * verb with a bare 405, without `Allow` or a message in the request's language.)
 */
export const otherMethods = <Allowed extends Verb>(
  ...allowed: Allowed[]
): Record<Exclude<Verb, Allowed>, NotAllowed> =>
  Object.fromEntries(
    VERBS.filter((verb) => !(allowed as Verb[]).includes(verb)).map((verb) => [
      verb,
      methodNotAllowed(...allowed),
    ]),
  ) as Record<Exclude<Verb, Allowed>, NotAllowed>
