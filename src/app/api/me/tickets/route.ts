import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { listMyTickets } from '@/server/tickets'

/** GET /api/me/tickets: the caller's tickets (issued, or in a running hold), soonest show first. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const tickets = await listMyTickets(payload, user, messageLocale(request))
  return privateSuccess(tickets, requestMessage(request, 'Tickets.mine'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
