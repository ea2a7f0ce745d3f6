import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { findOrder, releaseOrder } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/** GET: the caller's ticket order (another's answers 404, as one that does not exist). */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const order = await findOrder(payload, user, (await params).id, messageLocale(request))
  if (!order) throw new ApiError(404, 'Tickets.orderNotFound')
  return privateSuccess(order, requestMessage(request, 'Tickets.order'))
})

/** DELETE: gives an unpaid hold back; its tickets are on sale again at once. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const id = (await params).id
  const order = orFail(await releaseOrder(payload, user, id, messageLocale(request)))
  if (!order) throw new ApiError(404, 'Tickets.orderNotFound')
  return privateSuccess(order, requestMessage(request, 'Tickets.released'))
})

export const { POST, PUT, PATCH } = otherMethods('GET', 'DELETE')
