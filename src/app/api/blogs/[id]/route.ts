import { deletePost } from '@/server/blog'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { parseRecordId } from '@/lib/parseRecordId'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireAdmin } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { appPayload } from '@/server/platform'
import { orFail } from '@/app/api/_http/failureAnswer'

type Context = { params: Promise<{ id: string }> }

/** DELETE /api/blogs/{id}: the public list's delete button (admins only), post and comments. */
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  const id = parseRecordId((await params).id)
  if (id === null || orFail(await deletePost(payload, user, id)) === null)
    throw new ApiError(404, 'BlogAdminApi.notFound')
  return success(null, requestMessage(request, 'BlogAdminApi.deleted'))
})

export const { GET, POST, PUT, PATCH } = otherMethods('DELETE')
