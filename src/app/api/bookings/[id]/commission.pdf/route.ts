import { commissionStatementPdf } from '@/server/payments'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /api/bookings/{id}/commission.pdf: the numbered commission statement of the booking's
 * released payout, bilingual, for its payee (the artist) alone; 404 for anyone else or before
 * the release.
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const document = await commissionStatementPdf(payload, user, (await params).id)
  if (!document) throw new ApiError(404, 'Payments.errors.notFound')
  return new Response(document.pdf as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.filename}"`,
      'cache-control': 'private, no-store',
    },
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
