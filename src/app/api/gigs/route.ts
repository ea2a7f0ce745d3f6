import { readGigs } from '@/server/gigs/publicGigReads'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { NextResponse } from 'next/server'

/** GET /api/gigs: every gig, soonest first. */
export const GET = apiRoute(async () => {
  const data = await readGigs()
  return NextResponse.json({ success: true, data })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
