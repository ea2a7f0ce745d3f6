import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { cancelTransfer } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * DELETE /api/ticket-transfers/{id}: the giver takes back a transfer not yet claimed; the ticket
 * is theirs again with a new code, the mailed link dead. 409 once claimed; 404 for another's.
 */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const taken = orFail(await cancelTransfer(payload, user, (await params).id))
  if (!taken) throw new ApiError(404, 'TicketTransfer.errors.notFound')
  return privateSuccess(taken, requestMessage(request, 'TicketTransfer.takenBack'))
})

export const { GET, POST, PUT, PATCH } = otherMethods('DELETE')
