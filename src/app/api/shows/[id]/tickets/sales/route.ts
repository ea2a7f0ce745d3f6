import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { ticketSales } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * GET: the show's ticket sales for its venue (both names of each type, what is sold and held,
 * the capacity, the fee and whether payout details are saved); 404 to anyone else.
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const sales = await ticketSales(payload, user, (await params).id)
  if (!sales) throw new ApiError(404, 'Shows.notFound')
  return privateSuccess(sales, requestMessage(request, 'Tickets.sales'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
