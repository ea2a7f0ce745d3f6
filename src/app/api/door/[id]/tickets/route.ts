import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { searchDoorTickets } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * GET `?q=`: the door's search: the show's tickets whose holder's name holds `q` (Turkish-aware)
 * or whose code ends with it, each with its code for "Admit" to send to the scan route.
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const query = new URL(request.url).searchParams.get('q') ?? ''
  const id = (await params).id
  const hits = orFail(
    await searchDoorTickets(payload, user, id, query.slice(0, 100), messageLocale(request)),
  )
  if (!hits) throw new ApiError(404, 'Shows.notFound')
  return privateSuccess(hits, requestMessage(request, 'DoorApi.found'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
