import { findPublicGig, gigUpdateSchema, updateGig } from '@/server/market'
import { cancelGig } from '@/server/payments'
import { gigNotFound } from '@/app/api/_http/gigNotFound'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { orFail } from '@/app/api/_http/failureAnswer'

type Context = { params: Promise<{ id: string }> }

/** GET /api/gigs/{id}: one gig, past and cancelled ones too; 404 for an unknown or malformed id. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const gig = await findPublicGig((await params).id)
  return gig
    ? cacheableSuccess(request, gig, requestMessage(request, 'Api.ok'))
    : gigNotFound(request)
})

/** PUT /api/gigs/{id} (bearer, the owning organizer or an admin): the fields sent change. */
export const PUT = apiRoute<Context>(async (request, { params }) => {
  await rateLimit(request, 'gigs')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const input = await readJson(request, gigUpdateSchema, { fieldErrors: true })
  const gig = orFail(await updateGig(payload, user, (await params).id, input))
  return gig ? success(gig, requestMessage(request, 'GigForm.updated')) : gigNotFound(request)
})

/** DELETE /api/gigs/{id}: cancels the gig (status `cancelled`); its page stays. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  await rateLimit(request, 'gigs')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const gig = orFail(await cancelGig(payload, user, (await params).id))
  return gig ? success(gig, requestMessage(request, 'GigForm.cancelled')) : gigNotFound(request)
})

export const { POST, PATCH } = otherMethods('GET', 'PUT', 'DELETE')
