import 'server-only'

import { isDatabaseUnavailable } from '@/server/platform'
import { translate } from '@/server/platform'
import { ApiError } from './ApiError'
import { messageLocale } from './messageLocale'
import { failure } from './responses'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Seconds a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * Wraps a route handler so every failure answers JSON: an ApiError with its status and message,
 * an unreachable database a 503 with `Retry-After`, anything else a logged 500 that reveals nothing. Messages are in English unless the request
 * asks for Turkish (`?locale=tr` or `Accept-Language: tr`).
 */
export function apiRoute<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      const locale = messageLocale(request)
      if (error instanceof ApiError) {
        const response = failure(
          error.status,
          translate(locale, error.message, error.values),
          error.extra,
        )
        const { retryAfter } = error.extra
        if (typeof retryAfter === 'number') response.headers.set('Retry-After', String(retryAfter))
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
