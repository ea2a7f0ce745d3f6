import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { listNotifications } from '@/server/market'
import { appPayload, translate } from '@/server/platform'

/**
 * GET /api/me/notifications: the latest notifications and the unread count. Each carries its
 * `text` in the request's language, so the bell needs none of the notification wordings, which
 * every page would otherwise send to every visitor, signed in or not.
 */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { items, unread } = await listNotifications(payload, user)
  const locale = messageLocale(request)
  const feed = items.map((item) => ({
    ...item,
    text: translate(locale, `Notifications.types.${item.type}`, item.values),
  }))
  return success(feed, requestMessage(request, 'Api.ok'), { unread })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
