import { findGoingState, markGoing } from '@/server/market'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requestUser, requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** GET: the show's going count, and whether the caller (when signed in) is going. Never cached. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requestUser(payload, request)
  const state = await findGoingState(payload, user, (await params).id)
  if (!state) throw new ApiError(404, 'Shows.notFound')
  return success(state, requestMessage(request, 'Api.ok'))
})

/** POST marks the show "going", DELETE takes it back; both idempotent. */
const toggle = (going: boolean) =>
  apiRoute<Context>(async (request, { params }) => {
    await rateLimit(request, 'going')
    const payload = await appPayload()
    const user = await requireUser(payload, request)
    const state = orFail(await markGoing(payload, user, (await params).id, going))
    if (!state) throw new ApiError(404, 'Shows.notFound')
    return success(state, requestMessage(request, going ? 'Shows.going' : 'Shows.notGoing'))
  })

export const POST = toggle(true)
export const DELETE = toggle(false)
export const { PUT, PATCH } = otherMethods('GET', 'POST', 'DELETE')
