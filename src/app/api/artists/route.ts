import { listPublicArtists } from '@/server/profiles'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'
import { parseDirectoryQuery } from '@/server/profiles'

/** GET /api/artists?city&genre&actType&q&page&limit: public artists, paginated. */
export const GET = apiRoute(async (request) => {
  const query = parseDirectoryQuery(new URL(request.url).searchParams)
  const { artists, pagination } = await listPublicArtists(query)
  return cacheableSuccess(request, artists, requestMessage(request, 'ProfileApi.listed'), {
    pagination,
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
