import { findArtist } from '@/server/artists/findArtist'
import { ApiError } from '@/server/http/ApiError'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { messageLocale } from '@/server/http/messageLocale'
import { requestMessage } from '@/server/http/requestMessage'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

type Context = { params: Promise<{ slug: string }> }

/** GET /api/artists/{slug}: a public artist, its bio in `?locale` (default Turkish). */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const { slug } = await params
  const artist = await findArtist(await appPayload(), slug, messageLocale(request, 'tr'))
  if (!artist) throw new ApiError(404, 'ProfileApi.notFound')
  return success(artist, requestMessage(request, 'ProfileApi.loaded'))
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
