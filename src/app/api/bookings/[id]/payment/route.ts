import { checkoutSchema, paymentView, startCheckout } from '@/server/payments'
import { ApiError } from '@/app/api/_http/ApiError'
import { apiRoute, idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { clientAddress } from '@/lib/http/clientAddress'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { readJson } from '@/app/api/_http/readJson'
import { requireUser } from '@/app/api/_http/requestUser'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { siteUrl } from '@/lib/seo/siteUrl'
import { appPayload } from '@/server/platform'

type Context = { params: Promise<{ id: string }> }

/** GET /api/bookings/{id}/payment: the booking's money, for its two parties only (404 otherwise). */
export const GET = apiRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const data = await paymentView(payload, user, (await params).id)
  if (!data) throw new ApiError(404, 'Payments.errors.notFound')
  return privateSuccess(data, requestMessage(request, 'Api.ok'))
})

/**
 * POST /api/bookings/{id}/payment {contract}: the organizer, having accepted the contract whose
 * hash they send, starts paying → `{ checkoutUrl }`.
 */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { contract } = await readJson(request, checkoutSchema)
  const address = clientAddress(request)
  const data = orFail(
    await startCheckout(payload, user, (await params).id, {
      locale: messageLocale(request),
      ip: address === 'unknown' ? '127.0.0.1' : address,
      origin: siteUrl(),
      contract,
    }),
  )
  if (!data) throw new ApiError(404, 'Payments.errors.notFound')
  return privateSuccess(data, requestMessage(request, 'Api.ok'))
})

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
