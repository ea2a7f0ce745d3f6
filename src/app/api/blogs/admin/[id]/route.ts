import { adminPostSchema, deletePost, findAdminPost, updatePost } from '@/server/blog'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { parseRecordId } from '@/lib/parseRecordId'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireAdmin } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { orFail } from '@/app/api/_http/failureAnswer'

type Context = { params: Promise<{ id: string }> }

const notFound = () => new ApiError(404, 'BlogAdminApi.notFound')

/** GET /api/blogs/admin/{id}: the post's latest version with both languages, for the edit form. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  const id = parseRecordId((await params).id)
  const post = id === null ? null : await findAdminPost(payload, user, id)
  if (!post) throw notFound()
  return success(post, requestMessage(request, 'BlogAdminApi.fetched'))
})

/** PUT /api/blogs/admin/{id}: both languages and the settings in one request. */
export const PUT = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  const id = parseRecordId((await params).id)
  if (id === null) throw notFound()
  const input = await readJson(request, adminPostSchema)
  const post = orFail(await updatePost(payload, user, id, input))
  if (!post) throw notFound()
  return success(post, requestMessage(request, 'BlogAdminApi.updated'))
})

/** DELETE /api/blogs/admin/{id}: the post and its comments. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  const id = parseRecordId((await params).id)
  if (id === null || orFail(await deletePost(payload, user, id)) === null) throw notFound()
  return success(null, requestMessage(request, 'BlogAdminApi.deleted'))
})

export const { POST, PATCH } = otherMethods('GET', 'PUT', 'DELETE')
