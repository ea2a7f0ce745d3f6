import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { rateLimitAccount } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { doorStaffSchema, inviteDoorStaff, listDoorStaff } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/** GET: the show's door staff, for its venue (404 to anyone else). */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const staff = await listDoorStaff(payload, user, (await params).id)
  if (!staff) throw new ApiError(404, 'Shows.notFound')
  return privateSuccess(staff, requestMessage(request, 'DoorApi.staffListed'))
})

/** POST `{ email }`: the venue invites an address to the show's door; it is mailed. */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  await rateLimitAccount(request, 'doorInvites', user.id)
  const input = await readJson(request, doorStaffSchema, { fieldErrors: true })
  const locale = messageLocale(request)
  const staff = orFail(await inviteDoorStaff(payload, user, (await params).id, input, locale))
  if (!staff) throw new ApiError(404, 'Shows.notFound')
  return success(staff, requestMessage(request, 'DoorApi.invited'), {}, 201)
})

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
