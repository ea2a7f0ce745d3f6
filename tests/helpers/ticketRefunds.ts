import * as refundRoute from '../../src/app/api/tickets/[id]/refund/route'
import { apiRequest, params, readBody } from './api'

/** `POST /api/tickets/{id}/refund` as Next.js calls it (`body`: none unless given). */
export async function askRefund(
  token: string | undefined,
  ticketId: number,
  locale = 'en',
  body?: unknown,
) {
  const response = await refundRoute.POST(
    apiRequest(`/api/tickets/${ticketId}/refund?locale=${locale}`, { method: 'POST', token, body }),
    params({ id: String(ticketId) }),
  )
  return { status: response.status, body: await readBody(response) }
}
