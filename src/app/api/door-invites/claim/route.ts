import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { claimDoorInvite, doorInviteClaimSchema } from '@/server/tickets'

/**
 * POST /api/door-invites/claim {token}: the account signed in with the address a show's door
 * invitation went to takes it with the mailed link's token → `{ show }`; it may work that door
 * from then on. 403 for another address, 409 for an invitation another account took, 400 for no
 * such link (or one the venue took back). Taking one's own again answers the same.
 */
export const POST = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { token } = await readJson(request, doorInviteClaimSchema)
  const claimed = orFail(await claimDoorInvite(payload, user, token))
  return privateSuccess(claimed, requestMessage(request, 'DoorApi.inviteClaimed'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
