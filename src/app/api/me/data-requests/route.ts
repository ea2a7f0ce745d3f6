import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimitAccount } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { dataRequestSchema, fileDataRequest, listDataRequests } from '@/server/app'
import { appPayload } from '@/server/platform'

/** GET /api/me/data-requests (bearer): the caller's correction and deletion requests, newest first. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  return success(await listDataRequests(payload, user), requestMessage(request, 'Api.ok'))
})

/** POST /api/me/data-requests {kind, text} (bearer): files a request, due in 30 days; 201. */
export const POST = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  await rateLimitAccount(request, 'dataRequests', user.id)
  const input = await readJson(request, dataRequestSchema)
  const filed = await fileDataRequest(payload, user, input, messageLocale(request, 'tr'))
  return success(filed, requestMessage(request, 'DataRequestsApi.filed'), {}, 201)
})

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
