import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'
import { parseDirectoryQuery } from '@/server/profiles'
import { listPublicVenues } from '@/server/profiles'

/** GET /api/venues?city&genre&q&page&limit: public venues, paginated. */
export const GET = apiRoute(async (request) => {
  const query = parseDirectoryQuery(new URL(request.url).searchParams)
  const { venues, pagination } = await listPublicVenues(query)
  return cacheableSuccess(request, venues, requestMessage(request, 'ProfileApi.listed'), {
    pagination,
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
