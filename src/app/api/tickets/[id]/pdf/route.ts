import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { pdfAnswer } from '@/app/api/_http/pdfAnswer'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { myTicketPdf } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /api/tickets/{id}/pdf: the caller's valid ticket as a one-page PDF with its QR code, in the
 * request's language; 404 for a ticket they do not hold or that is not valid (used, refunded,
 * sent and not yet claimed).
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const document = await myTicketPdf(payload, user, (await params).id, messageLocale(request))
  if (!document) throw new ApiError(404, 'TicketTransfer.errors.notFound')
  return pdfAnswer(document)
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
