import { adminPostSchema } from '@/server/blog/admin/adminPostSchema'
import { deletePost } from '@/server/blog/admin/deletePost'
import { getAdminPost } from '@/server/blog/admin/getAdminPost'
import { parsePostId } from '@/server/blog/admin/postId'
import { updatePost } from '@/server/blog/admin/updatePost'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { readJson } from '@/server/http/readJson'
import { requireAdmin } from '@/server/http/requestUser'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

type Context = { params: Promise<{ id: string }> }

/** GET /api/blogs/admin/{id}: the post's latest version with both languages, for the edit form. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  const post = await getAdminPost(payload, user, parsePostId((await params).id))
  return success(post, 'Blog post fetched successfully.')
})

/** PUT /api/blogs/admin/{id}: both languages and the settings in one request. */
export const PUT = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  const id = parsePostId((await params).id)
  const input = await readJson(request, adminPostSchema)
  return success(await updatePost(payload, user, id, input), 'Blog post updated successfully!')
})

/** DELETE /api/blogs/admin/{id}: the post and its comments. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  await deletePost(payload, user, parsePostId((await params).id))
  return success(null, 'Blog post deleted successfully!')
})

export const POST = methodNotAllowed('GET', 'PUT', 'DELETE')
export const PATCH = methodNotAllowed('GET', 'PUT', 'DELETE')
