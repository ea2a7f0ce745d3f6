import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { reportReview } from '@/server/market'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** POST /api/reviews/{id}/report: anyone signed in flags a shown review for the admins. */
export const POST = apiRoute<Context>(async (request, { params }) => {
  await rateLimit(request, 'reviews')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const data = await reportReview(payload, user, (await params).id)
  if (!data) throw new ApiError(404, 'ReviewsApi.notFound')
  return success(data, requestMessage(request, 'ReviewsApi.reported'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
