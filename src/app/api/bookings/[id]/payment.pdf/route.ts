import { paymentStatementPdf } from '@/server/payments'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /api/bookings/{id}/payment.pdf: the organizer's receipt or the artist's payout statement,
 * bilingual, once the booking is paid (409 before); 404 for anyone but the two parties.
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const document = orFail(await paymentStatementPdf(payload, user, (await params).id))
  if (!document) throw new ApiError(404, 'Payments.errors.notFound')
  return new Response(document.pdf as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.filename}"`,
      // Private to the booking's parties: no shared caches.
      'cache-control': 'private, no-store',
    },
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
