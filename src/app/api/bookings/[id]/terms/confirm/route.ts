import { confirmTermsSchema } from '@/server/market'
import { confirmTerms } from '@/server/payments'
import { ApiError } from '@/app/api/_http/ApiError'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** POST /api/bookings/{id}/terms/confirm {proposedAt?}: the artist confirms the proposed terms. */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { proposedAt } = await readJson(request, confirmTermsSchema)
  const data = orFail(await confirmTerms(payload, user, (await params).id, proposedAt))
  if (!data) throw new ApiError(404, 'Bookings.errors.notFound')
  return success(data, requestMessage(request, 'Terms.confirmed'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
