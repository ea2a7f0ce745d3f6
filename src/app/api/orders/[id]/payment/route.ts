import { ApiError } from '@/app/api/_http/ApiError'
import { idempotentRoute, otherMethods } from '@/app/api/_http/apiRoute'
import { orFail } from '@/app/api/_http/failureAnswer'
import { messageLocale } from '@/app/api/_http/messageLocale'
import { privateSuccess } from '@/app/api/_http/privateSuccess'
import { readJson } from '@/app/api/_http/readJson'
import { requestMessage } from '@/app/api/_http/requestMessage'
import { requireUser } from '@/app/api/_http/requestUser'
import { clientAddress } from '@/lib/http/clientAddress'
import { siteUrl } from '@/lib/seo/siteUrl'
import { checkoutSchema } from '@/server/payments'
import { appPayload } from '@/server/platform'
import { payOrder } from '@/server/tickets'

type Context = { params: Promise<{ id: string }> }

/**
 * POST /api/orders/{id}/payment {contract}: the order's buyer, having accepted the order's
 * pre-information form and contract whose hash they send (`GET …/contract`), starts paying its
 * held tickets → `{ checkoutUrl }` of the provider's page (409 for a free, given back, lapsed or
 * paid order, or a contract that changed since it was read; 400 without the hash).
 */
export const POST = idempotentRoute<Context>(async (request, { params }) => {
  const payload = await appPayload()
  const user = await requireUser(payload, request)
  const { contract } = await readJson(request, checkoutSchema)
  const address = clientAddress(request)
  const data = orFail(
    await payOrder(payload, user, (await params).id, {
      locale: messageLocale(request),
      ip: address === 'unknown' ? '127.0.0.1' : address,
      origin: siteUrl(),
      contract,
    }),
  )
  if (!data) throw new ApiError(404, 'Tickets.orderNotFound')
  return privateSuccess(data, requestMessage(request, 'Api.ok'))
})

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
