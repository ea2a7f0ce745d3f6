import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { claimSchema, claimTransfer } from '@/server/tickets'

/**
 * POST /api/ticket-transfers/claim {token}: the account signed in with the address a ticket was
 * given to takes it with the mailed link's token → `{ ticket, show }`. 403 for another address,
 * 409 for a link taken back or used, 400 for no such link. Claiming twice answers the same.
 */
export const POST = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { token } = await readJson(request, claimSchema)
  const claimed = orFail(await claimTransfer(payload, user, token))
  return privateSuccess(claimed, requestMessage(request, 'TicketTransfer.claimed'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
