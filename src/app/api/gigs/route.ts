import { readGigs } from '@/server/gigs/publicGigReads'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { cacheableJson } from '@/server/http/cacheableJson'

/** GET /api/gigs: every gig, soonest first. */
export const GET = apiRoute(async (request) => {
  const data = await readGigs()
  return cacheableJson(request, { success: true, data })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
