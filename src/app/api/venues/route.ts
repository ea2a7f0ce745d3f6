import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { requestMessage } from '@/server/http/requestMessage'
import { success } from '@/server/http/responses'
import { parseDirectoryQuery } from '@/server/market/directoryQuery'
import { appPayload } from '@/server/payload/appPayload'
import { listVenues } from '@/server/venues/listVenues'

/** GET /api/venues?city&genre&q&page&limit: public venues, paginated. */
export const GET = apiRoute(async (request) => {
  const query = parseDirectoryQuery(new URL(request.url).searchParams)
  const { venues, pagination } = await listVenues(await appPayload(), query)
  return success(venues, requestMessage(request, 'ProfileApi.listed'), { pagination })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
