import 'server-only'

import { hasRole } from '../../../../../access/hasRole'
import { ApiError } from '../ApiError'
import { apiRoute } from '../apiRoute'
import { MAX_BODY_BYTES } from '../readJson'
import { readBodyText } from '../readBodyText'
import { rateLimit } from '../rateLimit'
import { appPayload } from '@/server/platform'
import { checkListParams } from './checkListParams'
import { cmsForgotPassword, cmsLogin } from './cmsSignIn'
import { cmsApiPath, findOpenPath } from './cmsApiAccess'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Payload's REST and GraphQL API serve the `/cms` panel, so they answer admins only: the public
 * site has its own API under `/api` with its rules (rate and body limits, validation), and a
 * second way in that skips them is an open door. The sign-in calls stay open, with the `/api`
 * limits on what a visitor sends.
 */
export function guardCmsApi<C>(handler: Handler<C>): Handler<C> {
  return apiRoute(async (request, context: C) => {
    checkListParams(request)
    const open = findOpenPath(request.method, cmsApiPath(request))
    if (open) {
      if (open.limit) await rateLimit(request, open.limit)
      const limited = await withLimitedBody(request)
      const run = (signIn: Request) => handler(signIn, context)
      const path = cmsApiPath(request)
      if (request.method === 'POST' && path === 'users/login') return cmsLogin(limited, run)
      if (request.method === 'POST' && path === 'users/forgot-password')
        return cmsForgotPassword(limited, run)
      return run(limited)
    }
    const payload = await appPayload()
    // Cookie (the panel's) or `Authorization: JWT|Bearer` header; Payload checks the CSRF origin.
    const { user } = await payload.auth({ headers: request.headers })
    if (!user) throw new ApiError(401, 'AuthApi.authRequired')
    if (!hasRole(user, 'admin')) throw new ApiError(403, 'AuthApi.cmsApiAdminsOnly')
    return handler(request, context)
  })
}

/** The request with its body read under the API's 100 KB limit (413 past it, chunked or not). */
async function withLimitedBody(request: Request): Promise<Request> {
  if (request.method === 'GET' || request.method === 'HEAD') return request
  const body = await readBodyText(request, MAX_BODY_BYTES)
  return new Request(request, { body })
}
