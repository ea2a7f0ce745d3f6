import { findPublicArtist } from '@/server/people'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, methodNotAllowed } from '@/app/api/_http/apiRoute'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'

type Context = { params: Promise<{ slug: string }> }

/** GET /api/artists/{slug}: a public artist, its bio in `?locale` (default Turkish). */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const { slug } = await params
  const artist = await findPublicArtist(slug, messageLocale(request, 'tr'))
  if (!artist) throw new ApiError(404, 'ProfileApi.notFound')
  return cacheableSuccess(request, artist, requestMessage(request, 'ProfileApi.loaded'))
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
