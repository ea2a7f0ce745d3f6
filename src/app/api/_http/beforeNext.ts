import 'server-only'

import { translate } from '@/server/platform'
import { messageLocale } from './messageLocale'
import { failure } from './responses'

type Params = Record<string, string>
type Handler<P extends Params> = (
  request: Request,
  context: { params: Promise<P> },
) => Promise<Response>

/** What scripts/before-next.cjs reads: a registered route, keyed by `METHOD /path/[param]`. */
type BeforeNextRoute = {
  method: string
  pattern: RegExp
  answer: (request: Request, params: Params) => Promise<Response>
}

const ROUTES = Symbol.for('sahne.beforeNext')

const routes = (): Map<string, BeforeNextRoute> => {
  const holder = globalThis as { [ROUTES]?: Map<string, BeforeNextRoute> }
  holder[ROUTES] ??= new Map()
  return holder[ROUTES]
}

/** `/api/shows/[id]/tickets/hold` → a pattern whose named groups are the path's parameters. */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => {
      const param = /^\[(\w+)\]$/.exec(part)
      return param ? `(?<${param[1]}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${source}$`)
}

/**
 * Lets the instance's preload (scripts/before-next.cjs) answer `method path` with `handler`
 * before Next's router sees the request: for a route that must answer thousands of requests in a
 * second (an on-sale's holds), where Next's own per-request cost is what keeps them waiting. The
 * handler is the route's own export, so both paths run the same code; Next still serves the
 * route wherever the preload is not loaded (`next dev`, tests calling the handler). Called from
 * the route's module, which Next loads when the server starts. A handler answers its failures
 * itself (apiRoute); anything it still throws is a 500 as apiRoute words it.
 */
export function answerBeforeNext<P extends Params>(
  method: 'POST',
  path: string,
  handler: Handler<P>,
): void {
  routes().set(`${method} ${path}`, {
    method,
    pattern: routePattern(path),
    answer: async (request, params) => {
      try {
        return await handler(request, { params: Promise.resolve(params as P) })
      } catch (error) {
        console.error(`[api] ${method} ${path}`, error)
        return failure(500, translate(messageLocale(request), 'Api.unexpected'))
      }
    },
  })
}
