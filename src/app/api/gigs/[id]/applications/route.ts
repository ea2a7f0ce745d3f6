import { applySchema, applyToGig, listGigApplications } from '@/server/market'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { orFail } from '@/app/api/_http/failureAnswer'

type Context = { params: Promise<{ id: string }> }

/** POST /api/gigs/{id}/applications {message, proposedFee}: an artist applies. */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const input = await readJson(request, applySchema, { fieldErrors: true })
  const application = orFail(await applyToGig(payload, user, (await params).id, input))
  if (!application) throw new ApiError(404, 'Applications.errors.gigNotFound')
  return success(application, requestMessage(request, 'Applications.sent'), {}, 201)
})

/** GET /api/gigs/{id}/applications: the gig's applications and invitations, for its organizer. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const data = await listGigApplications(payload, user, (await params).id)
  if (!data) throw new ApiError(404, 'Applications.errors.gigNotFound')
  return success(data, requestMessage(request, 'Applications.listed'))
})

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
