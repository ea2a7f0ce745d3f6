import { inviteArtist, inviteSchema } from '@/server/market'
import { ApiError } from '@/app/api/_http/ApiError'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimitAccount } from '@/app/api/_http/rateLimit'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { orFail } from '@/app/api/_http/failureAnswer'

type Context = { params: Promise<{ slug: string }> }

/** POST /api/artists/{slug}/invitations {gigId, message}: a gig's organizer invites an artist. */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  await rateLimitAccount(request, 'invitations', user.id)
  const input = await readJson(request, inviteSchema)
  const invitation = orFail(await inviteArtist(payload, user, (await params).slug, input))
  if (!invitation) throw new ApiError(404, 'Applications.errors.notFound')
  return success(invitation, requestMessage(request, 'Applications.invited'), {}, 201)
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
