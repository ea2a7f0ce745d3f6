import { messageLocale } from '@/server/http/messageLocale'
import { readGig } from '@/server/gigs/publicGigReads'
import { ApiError } from '@/server/http/ApiError'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { cacheableJson } from '@/server/http/cacheableJson'

// The gig pages are Turkish-only, so Turkish unless English is asked for.
const NOT_FOUND = { tr: 'Gig bulunamadı.', en: 'Gig not found.' } as const

/** GET /api/gigs/{id}: one gig, or 404 for an unknown or malformed id. */
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const data = await readGig((await params).id)
  if (!data) throw new ApiError(404, NOT_FOUND[messageLocale(request, 'tr')])
  return cacheableJson(request, { success: true, data })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
