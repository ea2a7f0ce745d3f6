import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { orFail } from '@/app/api/_http/failureAnswer'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { findBookingReviews, reviewSchema, submitReview } from '@/server/market'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** GET /api/bookings/{id}/review: the booking's reviews as the calling party sees them. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const data = await findBookingReviews(payload, user, (await params).id)
  if (!data) throw new ApiError(404, 'ReviewsApi.bookingNotFound')
  return privateSuccess(data, requestMessage(request, 'ReviewsApi.loaded'))
})

/** POST /api/bookings/{id}/review: one party of a completed booking reviews the other, once. */
export const POST = apiRoute<Context>(async (request, { params }) => {
  await rateLimit(request, 'reviews')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const input = await readJson(request, reviewSchema, { fieldErrors: true })
  const data = orFail(await submitReview(payload, user, (await params).id, input))
  if (!data) throw new ApiError(404, 'ReviewsApi.bookingNotFound')
  return success(data, requestMessage(request, 'ReviewsApi.saved'), {}, 201)
})

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
