import { ApiError } from '@/app/api/_http/ApiError'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { rateLimitAccount } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { transferSchema, transferTicket } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * POST /api/tickets/{id}/transfer {email}: the holder gives a valid ticket to that address; its
 * old code stops working at once → `{ id, ticket, toEmail, state }` (`given` to an account,
 * `pending` until an address without one claims it). 409 for a used, refunded or held ticket, a
 * show cancelled or started, or a transfer already waiting; 404 for another's ticket.
 */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  await rateLimitAccount(request, 'ticketTransfers', user.id)
  const input = await readJson(request, transferSchema)
  const transfer = orFail(
    await transferTicket(payload, user, (await params).id, input, messageLocale(request)),
  )
  if (!transfer) throw new ApiError(404, 'TicketTransfer.errors.notFound')
  const message = transfer.state === 'given' ? 'TicketTransfer.given' : 'TicketTransfer.pending'
  return privateSuccess(transfer, requestMessage(request, message, { email: transfer.toEmail }))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
