import { z } from 'zod'

import { getPayout, savePayout } from '@/server/payments'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { appPayload } from '@/server/platform'

/** GET /api/me/payout: the caller's payout details, masked (null when none are saved). */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  return privateSuccess(await getPayout(payload, user), requestMessage(request, 'Api.ok'))
})

/** PUT /api/me/payout: an artist saves payout details (checked, registered, stored sealed). */
export const PUT = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const body = await readJson(request, z.unknown())
  const data = orFail(await savePayout(payload, user, body))
  return privateSuccess(data, requestMessage(request, 'Payments.payout.saved'))
})

export const { POST, PATCH, DELETE } = otherMethods('GET', 'PUT')
