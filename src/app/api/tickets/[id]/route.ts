import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { findMyTicket } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /api/tickets/{id}: one of the caller's tickets as its page shows it ("My tickets"' view of
 * it, with the holder's name); 401 signed out, 404 for a ticket they do not hold.
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const ticket = await findMyTicket(payload, user, (await params).id, messageLocale(request))
  if (!ticket) throw new ApiError(404, 'TicketTransfer.errors.notFound')
  return privateSuccess(ticket, requestMessage(request, 'Tickets.one'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
