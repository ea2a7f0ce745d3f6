import { adminPostSchema, createPost } from '@/server/blog'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireAdmin } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { orFail } from '@/app/api/_http/failureAnswer'

/** POST /api/blogs: a new bilingual post from the admin form. */
export const POST = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  const input = await readJson(request, adminPostSchema)
  const post = orFail(await createPost(payload, user, input))
  return success(post, requestMessage(request, 'BlogAdminApi.created'), {}, 201)
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
