import { listGigs } from '@/server/gigs/listGigs'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { appPayload } from '@/server/payload/appPayload'
import { NextResponse } from 'next/server'

/** GET /api/gigs: every gig, soonest first. */
export const GET = apiRoute(async () => {
  const data = await listGigs(await appPayload())
  return NextResponse.json({ success: true, data })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
