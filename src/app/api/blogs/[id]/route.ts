import { deletePost } from '@/server/blog/admin/deletePost'
import { parsePostId } from '@/server/blog/admin/postId'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { requireAdmin } from '@/server/http/requestUser'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

type Context = { params: Promise<{ id: string }> }

/** DELETE /api/blogs/{id}: the public list's delete button (admins only), post and comments. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  await deletePost(payload, user, parsePostId((await params).id))
  return success(null, 'Blog post deleted successfully!')
})

export const GET = methodNotAllowed('DELETE')
export const POST = methodNotAllowed('DELETE')
export const PUT = methodNotAllowed('DELETE')
export const PATCH = methodNotAllowed('DELETE')
