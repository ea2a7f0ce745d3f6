import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireAdmin } from '@/app/api/_http/requestUser'
import { success } from '@/app/api/_http/responses'
import { adminListQuery, listAdminPosts } from '@/server/blog'
import { appPayload } from '@/server/platform'

/** GET /api/blogs/admin/all?page&limit: every post, drafts included, for the admin table. */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  const user = await requireAdmin(payload, request)
  const query = adminListQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
  const { data, pagination } = await listAdminPosts(payload, user, query)
  return success(data, requestMessage(request, 'BlogAdminApi.listed'), { pagination })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
