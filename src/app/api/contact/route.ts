import { contactMessageSchema, receiveContactMessage } from '@/server/outreach'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { appPayload } from '@/server/platform'
import { consentSource } from '@/app/api/_http/consentSource'
import { NextResponse } from 'next/server'

/** POST /api/contact: stores the message for the admins; nothing of it is echoed back. */
export const POST = idempotentRoute(async (request) => {
  await rateLimit(request, 'contact')
  const input = await readJson(request, contactMessageSchema)
  await receiveContactMessage(await appPayload(), input, consentSource(request, 'contact'))
  return NextResponse.json(
    { success: true, message: requestMessage(request, 'ContactApi.received') },
    { status: 201 },
  )
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
