import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { brieflyCachedSuccess } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { listTicketTypes, saveTicketTypes, ticketTypesSchema } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * GET: the show's ticket types with their prices, fees and what is left, in kuruş. Kept by the
 * front for two seconds: at an on-sale only the holds reach the app.
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const types = await listTicketTypes(payload, (await params).id, messageLocale(request))
  if (!types) throw new ApiError(404, 'Shows.notFound')
  return brieflyCachedSuccess(types, requestMessage(request, 'Tickets.listed'), 2)
})

/** PUT `{ types }`: the show's venue replaces its list of ticket types. */
export const PUT = idempotentRoute<Context>(async (request, { params }) => {
  await rateLimit(request, 'ticketTypes')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const input = await readJson(request, ticketTypesSchema, { fieldErrors: true })
  const id = (await params).id
  const types = orFail(await saveTicketTypes(payload, user, id, input, messageLocale(request)))
  if (!types) throw new ApiError(404, 'Shows.notFound')
  return privateSuccess(types, requestMessage(request, 'Tickets.saved'))
})

export const { POST, PATCH, DELETE } = otherMethods('GET', 'PUT')
