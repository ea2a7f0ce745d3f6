import { cityRequestSchema, requestCity } from '@/server/market'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ slug: string }> }

/** POST /api/artists/{slug}/requests {city}: "play my city", once per fan and city (then 409). */
export const POST = apiRoute<Context>(async (request, { params }) => {
  await rateLimit(request, 'cityRequests')
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { city } = await readJson(request, cityRequestSchema)
  const counts = orFail(await requestCity(payload, user, (await params).slug, city))
  if (!counts) throw new ApiError(404, 'ProfileApi.notFound')
  return success(counts, requestMessage(request, 'Shows.requested'), {}, 201)
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
