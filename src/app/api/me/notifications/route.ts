import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { listNotifications } from '@/server/market'
import { appPayload } from '@/server/platform'

/** GET /api/me/notifications: the latest notifications and the unread count. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { items, unread } = await listNotifications(payload, user)
  return success(items, requestMessage(request, 'Api.ok'), { unread })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
