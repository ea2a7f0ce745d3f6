import { deletePost } from '@/server/blog/admin/deletePost'
import { ApiError } from '@/server/http/ApiError'
import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { parseRecordId } from '@/server/http/parseRecordId'
import { requestMessage } from '@/server/http/requestMessage'
import { requireAdmin } from '@/server/http/requestUser'
import { success } from '@/server/http/responses'
import { appPayload } from '@/server/payload/appPayload'

type Context = { params: Promise<{ id: string }> }

/** DELETE /api/blogs/{id}: the public list's delete button (admins only), post and comments. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  const id = parseRecordId((await params).id)
  if (id === null || (await deletePost(payload, user, id)) === null)
    throw new ApiError(404, 'BlogAdminApi.notFound')
  return success(null, requestMessage(request, 'BlogAdminApi.deleted'))
})

export const GET = methodNotAllowed('DELETE')
export const POST = methodNotAllowed('DELETE')
export const PUT = methodNotAllowed('DELETE')
export const PATCH = methodNotAllowed('DELETE')
