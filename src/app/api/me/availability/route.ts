import {
  availabilityRangeSchema,
  availabilityReplaceSchema,
  listMyAvailability,
  replaceMyAvailability,
} from '@/server/market'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload, isMessageKey } from '@/server/platform'

/** GET /api/me/availability?from=YYYY-MM-DD&to=YYYY-MM-DD: the artist's blocks and bookings. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const query = new URL(request.url).searchParams
  const range = availabilityRangeSchema.safeParse({
    from: query.get('from') ?? undefined,
    to: query.get('to') ?? undefined,
  })
  if (!range.success) {
    const key = range.error.issues[0]?.message ?? ''
    throw new ApiError(400, isMessageKey(key) ? key : 'Availability.errors.badDay')
  }
  const data = orFail(await listMyAvailability(payload, user, range.data))
  return success(data, requestMessage(request, 'Availability.read'))
})

/** PUT /api/me/availability {from, to, blocks: [{from, to, note?}]}: replaces the range's blocks. */
export const PUT = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const input = await readJson(request, availabilityReplaceSchema)
  const data = orFail(await replaceMyAvailability(payload, user, input))
  return success(data, requestMessage(request, 'Availability.saved'))
})

export const { POST, PATCH, DELETE } = otherMethods('GET', 'PUT')
