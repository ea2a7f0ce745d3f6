import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requireAdmin } from '@/app/api/_http/requestUser'
import { withholdingQuery, withholdingReport } from '@/server/payments'
import { appPayload } from '@/server/platform'

/**
 * GET /api/admin/withholding?month=YYYY-MM[&payee=<user id>]: the month's withholding per payee
 * as CSV, for the accountant's withholding return. Admins only.
 */
export const GET = apiRoute(async (request) => {
  const payload = await appPayload()
  await requireAdmin(payload, request)
  const parsed = withholdingQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success)
    throw new ApiError(400, 'Payments.withholding.errors.month', { field: 'month' })
  const query = parsed.data
  const csv = await withholdingReport(payload, query)
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="sahne-withholding-${query.month}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
