import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimitAccount } from '@/app/api/_http/rateLimit'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { requestDataExport } from '@/server/app'
import { appPayload } from '@/server/platform'

/**
 * POST /api/me/data-export (bearer): queues the caller's "my data" export (KVKK art. 11) on the
 * worker, which mails a link to the zip; 202 at once. Limited per address and per account.
 */
export const POST = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  await rateLimitAccount(request, 'dataExport', user.id)
  await requestDataExport(payload, user.id)
  return success(null, requestMessage(request, 'MyDataApi.queued'), {}, 202)
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
