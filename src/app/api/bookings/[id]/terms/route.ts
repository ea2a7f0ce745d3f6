import { z } from 'zod'

import { proposeTerms } from '@/server/payments'
import { ApiError } from '@/app/api/_http/ApiError'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** PUT /api/bookings/{id}/terms: the organizer proposes the booking's terms (the domain reads the body). */
export const PUT = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const body = await readJson(request, z.unknown())
  const data = orFail(await proposeTerms(payload, user, (await params).id, body))
  if (!data) throw new ApiError(404, 'Bookings.errors.notFound')
  return success(data, requestMessage(request, 'Terms.proposed'))
})

export const { GET, POST, PATCH, DELETE } = otherMethods('PUT')
