import { messageLocale } from '@/server/http/messageLocale'
import { findGig } from '@/server/gigs/findGig'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { appPayload } from '@/server/payload/appPayload'
import { NextResponse } from 'next/server'

// The gig pages are Turkish-only, so Turkish unless English is asked for.
const NOT_FOUND = { tr: 'Gig bulunamadı.', en: 'Gig not found.' } as const

/** GET /api/gigs/{id}: one gig, or 404 for an unknown or malformed id. */
export const GET = apiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { id } = await params
  const notFound = NOT_FOUND[messageLocale(request, 'tr')]
  const data = await findGig(await appPayload(), id, notFound)
  return NextResponse.json({ success: true, data })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
