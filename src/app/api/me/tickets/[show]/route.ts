import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { pdfAnswer } from '@/app/api/_http/pdfAnswer'
import { requireUser } from '@/app/api/_http/requestUser'
import { appPayload } from '@/server/platform'
import { myTicketsPdf } from '@/server/tickets'

type Context = { params: Promise<{ show: string }> }

/**
 * GET /api/me/tickets/{showId}: the caller's valid tickets for that show as a PDF (one page each,
 * with its QR code), in the request's language; 404 when they hold none for it.
 */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const document = await myTicketsPdf(payload, user, (await params).show, messageLocale(request))
  if (!document) throw new ApiError(404, 'TicketTransfer.errors.notFound')
  return pdfAnswer(document)
})

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
