import { bookingConfirmationPdf, findBooking } from '@/server/market'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** GET /api/bookings/{id}/confirmation.pdf: the bilingual confirmation, for the parties and admins. */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const booking = await findBooking(payload, user, (await params).id)
  if (!booking) throw new ApiError(404, 'Bookings.errors.notFound')
  const pdf = await bookingConfirmationPdf(booking)
  return new Response(pdf as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="sahne-booking-${booking.id}.pdf"`,
      // Private to the booking's parties: no shared caches.
      'cache-control': 'private, no-store',
    },
  })
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
