import { z } from 'zod'

import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { markNotificationsRead } from '@/server/market'
import { appPayload } from '@/server/platform'
import { requestMessage } from '@/app/api/_http/requestMessage'

const readSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'Notifications.errors.ids' })
    .max(100)
    .optional(),
})

/** POST /api/me/notifications/read {ids?}: marks those (or all) of the user's notifications read. */
export const POST = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { ids } = await readJson(request, readSchema)
  return success(
    { marked: await markNotificationsRead(payload, user, ids) },
    requestMessage(request, 'Notifications.markedRead'),
  )
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
