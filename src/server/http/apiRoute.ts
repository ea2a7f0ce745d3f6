import { resolveMessage } from '../i18n/translate'
import { ApiError } from './ApiError'
import { messageLocale } from './messageLocale'
import { failure } from './responses'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Wraps a route handler so every failure answers JSON: an ApiError with its status and message,
 * anything else a logged 500 that reveals nothing. Messages are in English unless the request
 * asks for Turkish (`?locale=tr` or `Accept-Language: tr`).
 */
export function apiRoute<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      const locale = messageLocale(request)
      if (error instanceof ApiError) {
        return failure(
          error.status,
          resolveMessage(locale, error.message, error.values),
          error.extra,
        )
      }
      console.error(`[api] ${request.method} ${new URL(request.url).pathname}`, error)
      return failure(500, resolveMessage(locale, 'Api.unexpected'))
    }
  }
}

/** For the methods a route does not serve: 405 as JSON, with the allowed ones. */
export const methodNotAllowed =
  (...allowed: string[]) =>
  async () => {
    const response = failure(405, 'Method not allowed.')
    response.headers.set('Allow', allowed.join(', '))
    return response
  }
