import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { requestMessage } from '@/server/http/requestMessage'
import { requireUser } from '@/server/http/requestUser'
import { success } from '@/server/http/responses'
import { listNotifications } from '@/server/notifications/listNotifications'
import { appPayload } from '@/server/payload/appPayload'

/** GET /api/me/notifications: the latest notifications and the unread count. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { items, unread } = await listNotifications(payload, user)
  return success(items, requestMessage(request, 'Api.ok'), { unread })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
