import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { doorView } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * GET: the door's screen for its show's venue, door staff and admins: the show, the caller's role,
 * and how many tickets are admitted of how many sold; 403 to anyone else signed in, 404 no show.
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const view = orFail(await doorView(payload, user, (await params).id))
  if (!view) throw new ApiError(404, 'Shows.notFound')
  return privateSuccess(view, requestMessage(request, 'DoorApi.view'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
