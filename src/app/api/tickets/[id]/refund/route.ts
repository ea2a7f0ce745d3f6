import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { refundSchema, refundTicket } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * POST /api/tickets/{id}/refund (its holder; no body): gives the ticket of a moved show back
 * within the 7 days the move's notice opened, refunded in full (price and service fee) to the
 * buyer's card → `{ id, status, refunded, received }`. 409 with a `reason` (`windowClosed`,
 * `used`, `alreadyRefunded`, `notIssued`, `transferPending`); 404 for a ticket the caller does
 * not hold, as for one that does not exist.
 */
export const POST = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  await readJson(request, refundSchema)
  const ticket = orFail(await refundTicket(payload, user, (await params).id))
  if (!ticket) throw new ApiError(404, 'TicketRefund.errors.notFound')
  const said = ticket.received ? 'TicketRefund.refundedToBuyer' : 'TicketRefund.refunded'
  return privateSuccess(ticket, requestMessage(request, said))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
