import { listArtists } from '@/server/artists/listArtists'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { requestMessage } from '@/server/http/requestMessage'
import { success } from '@/server/http/responses'
import { parseDirectoryQuery } from '@/server/market/directoryQuery'
import { appPayload } from '@/server/payload/appPayload'

/** GET /api/artists?city&genre&actType&q&page&limit: public artists, paginated. */
export const GET = apiRoute(async (request) => {
  const query = parseDirectoryQuery(new URL(request.url).searchParams)
  const { artists, pagination } = await listArtists(await appPayload(), query)
  return success(artists, requestMessage(request, 'ProfileApi.listed'), { pagination })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
