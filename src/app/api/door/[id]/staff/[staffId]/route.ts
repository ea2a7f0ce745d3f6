import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { parseRecordId } from '@/lib/parseRecordId'
import { appPayload } from '@/server/platform'
import { removeDoorStaff } from '@/server/tickets'

type Context = { params: Promise<{ id: string; staffId: string }> }

/** DELETE: the venue takes someone off the show's door. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { id, staffId } = await params
  const staff = parseRecordId(staffId)
  const removed = staff ? await removeDoorStaff(payload, user, id, staff) : null
  if (!removed) throw new ApiError(404, 'DoorApi.staffNotFound')
  return privateSuccess(removed, requestMessage(request, 'DoorApi.removed'))
})

export const { GET, POST, PUT, PATCH } = otherMethods('DELETE')
