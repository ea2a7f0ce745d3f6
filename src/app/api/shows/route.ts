import { listPublicShows, parseShowListQuery } from '@/server/market'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'
import { requestMessage } from '@/app/api/_http/requestMessage'

/** GET /api/shows?city&genre&from&to&page&limit: upcoming shows (booked gigs), soonest first. */
export const GET = apiRoute(async (request) => {
  const query = parseShowListQuery(new URL(request.url).searchParams)
  const { data, pagination } = await listPublicShows(query)
  return cacheableSuccess(request, data, requestMessage(request, 'Api.ok'), { pagination })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
