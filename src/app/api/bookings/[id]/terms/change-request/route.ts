import { requestTermsChange, termsChangeSchema } from '@/server/market'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { rateLimitAccount } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** POST /api/bookings/{id}/terms/change-request {message, proposedAt?}: the artist asks for a change. */
export const POST = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  // Each request mails the organizer: held to the thread's pace.
  await rateLimitAccount(request, 'messages', user.id)
  const input = await readJson(request, termsChangeSchema, { fieldErrors: true })
  const data = orFail(await requestTermsChange(payload, user, (await params).id, input))
  if (!data) throw new ApiError(404, 'Bookings.errors.notFound')
  return success(data, requestMessage(request, 'Terms.changeRequested'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
