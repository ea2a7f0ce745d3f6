import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { cacheableSuccess } from '@/app/api/_http/cacheableJson'
import { findPublicVenue } from '@/server/profiles'

type Context = { params: Promise<{ slug: string }> }

/** GET /api/venues/{slug}: a public venue with its upcoming open gigs, soonest first. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const { slug } = await params
  const venue = await findPublicVenue(slug, messageLocale(request, 'tr'))
  if (!venue) throw new ApiError(404, 'ProfileApi.notFound')
  return cacheableSuccess(request, venue, requestMessage(request, 'ProfileApi.loaded'))
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
