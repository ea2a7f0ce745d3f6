import { ApiError } from '@/app/api/_http/ApiError'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { rateLimit, rateLimitOnAccount } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { scanSchema, scanTicket } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * POST `{ code }`: the door reads a ticket's code. 200 for every code read: `{ ok: true, holder,
 * type, ticketId }` (admitted now) or `{ ok: false, reason, … }` (used, otherShow, refunded,
 * transferred, unknown). An `Idempotency-Key` replays a scan's first answer.
 */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  // Per phone (its account), and per address with room for all of a venue's phones behind one.
  await rateLimit(request, 'doorScanAddresses')
  await rateLimitOnAccount('doorScans', user.id)
  const { code } = await readJson(request, scanSchema)
  const id = (await params).id
  const result = orFail(await scanTicket(payload, user, id, code, messageLocale(request)))
  if (!result) throw new ApiError(404, 'Shows.notFound')
  return privateSuccess(result, requestMessage(request, 'DoorApi.scanned'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
