import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requireAdmin } from '@/app/api/_http/requestUser'
import { iysConsentsCsv, iysConsentsQuery } from '@/server/app'
import { appPayload, isMessageKey } from '@/server/platform'

/**
 * GET /api/admin/iys-consents[?from=YYYY-MM-DD][&to=YYYY-MM-DD]: each address's marketing e-mail
 * consent as CSV, for loading into İYS (İleti Yönetim Sistemi, Law 6563). Admins only.
 */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  await requireAdmin(payload, request)
  const parsed = iysConsentsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const field = String(issue.path[0] ?? 'from')
    const key = isMessageKey(issue.message) ? issue.message : 'Legal.iys.errors.date'
    throw new ApiError(400, key, { field }, { field })
  }
  const { csv, fileName } = await iysConsentsCsv(payload, parsed.data)
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
