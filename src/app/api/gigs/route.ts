import { createGig, gigInputSchema, listPublicGigs } from '@/server/market'
import { parseGigListQuery } from '@/server/market'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { orFail } from '@/app/api/_http/failureAnswer'

/** GET /api/gigs?city&genre&from&to&minFee&page&limit&past=1: upcoming open gigs, soonest first. */
export const GET = apiRoute(async (request) => {
  const query = parseGigListQuery(new URL(request.url).searchParams)
  const { data, pagination } = await listPublicGigs(query)
  return cacheableSuccess(request, data, requestMessage(request, 'Api.ok'), { pagination })
})

/** POST /api/gigs (bearer, organizers and admins): 201 with the new gig. */
export const POST = apiRoute(async (request) => {
  await rateLimit(request, 'gigs')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const input = await readJson(request, gigInputSchema, { fieldErrors: true })
  const gig = orFail(await createGig(payload, user, input))
  return success(gig, requestMessage(request, 'GigForm.created'), {}, 201)
})

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
