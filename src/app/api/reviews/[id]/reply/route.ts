import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { orFail } from '@/app/api/_http/failureAnswer'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { replySchema, replyToReview } from '@/server/market'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** POST /api/reviews/{id}/reply {text}: the reviewed party answers a shown review, once. */
export const POST = apiRoute<Context>(async (request, { params }) => {
  await rateLimit(request, 'reviews')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { text } = await readJson(request, replySchema, { fieldErrors: true })
  const data = orFail(await replyToReview(payload, user, (await params).id, text))
  if (!data) throw new ApiError(404, 'ReviewsApi.notFound')
  return success(data, requestMessage(request, 'ReviewsApi.replied'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
