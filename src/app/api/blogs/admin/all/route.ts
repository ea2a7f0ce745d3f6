import { apiRoute, methodNotAllowed } from '@/server/http/apiRoute'
import { requestMessage } from '@/server/http/requestMessage'
import { requireAdmin } from '@/server/http/requestUser'
import { success } from '@/server/http/responses'
import { adminListQuery, listAdminPosts } from '@/server/blog/admin/listAdminPosts'
import { appPayload } from '@/server/payload/appPayload'

/** GET /api/blogs/admin/all?page&limit: every post, drafts included, for the admin table. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  const query = adminListQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
  const { data, pagination } = await listAdminPosts(payload, user, query)
  return success(data, requestMessage(request, 'BlogAdminApi.listed'), { pagination })
})

export const POST = methodNotAllowed('GET')
export const PUT = methodNotAllowed('GET')
export const PATCH = methodNotAllowed('GET')
export const DELETE = methodNotAllowed('GET')
