import { apiRoute } from '@/app/api/_http/apiRoute'
import { ApiError } from '@/app/api/_http/ApiError'

/**
 * Where the proxy sends an /api path whose escapes are not UTF-8 (`%ED%A0%80`): Next would answer
 * it 500 before any route ran. Every method gets a JSON 404 in the request's language.
 */
const notFound = apiRoute(async () => {
  throw new ApiError(404, 'Api.pathNotFound')
})

export const GET = notFound
export const HEAD = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
