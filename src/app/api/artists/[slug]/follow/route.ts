import { followArtist, unfollowArtist } from '@/server/people'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { rateLimit } from '@/app/api/_http/rateLimit'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ slug: string }> }

/** Follow (POST) or unfollow (DELETE) a public artist; both idempotent. */
const toggle = (follow: boolean) =>
  apiRoute<Context>(async (request, { params }) => {
    await rateLimit(request, 'follow')
    const payload = await appPayload()
    const user = await requireUser(payload, request)
    const { slug } = await params
    const state = await (follow ? followArtist : unfollowArtist)(payload, user, slug)
    if (!state) throw new ApiError(404, 'ProfileApi.notFound')
    return success(
      state,
      requestMessage(request, follow ? 'ProfileApi.followed' : 'ProfileApi.unfollowed'),
    )
  })

export const POST = toggle(true)
export const DELETE = toggle(false)
export const { GET, PUT, PATCH } = otherMethods('POST', 'DELETE')
