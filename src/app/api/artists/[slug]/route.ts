import { findArtistRider, findPublicArtist } from '@/server/profiles'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requestUser } from '@/app/api/_http/requestUser'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ slug: string }> }

/**
 * GET /api/artists/{slug}: a public artist with its press kit, shows and rating, its bio in
 * `?locale` (default Turkish). The shared, cached answer never has a `rider` or a `feeRange`: a
 * signed-in viewer allowed to see them (organizers, admins, the artist) gets them added, in a
 * `private, no-store` answer.
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const { slug } = await params
  const artist = await findPublicArtist(slug, messageLocale(request, 'tr'))
  if (!artist) throw new ApiError(404, 'ProfileApi.notFound')
  const message = requestMessage(request, 'ProfileApi.loaded')
  const payload = await appPayload()
  const forVenues = await findArtistRider(payload, slug, await requestUser(payload, request))
  if (forVenues) return privateSuccess({ ...artist, ...forVenues }, message)
  return cacheableSuccess(request, artist, message)
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
