import * as bookingRoute from '../../src/app/api/bookings/[id]/route'
import * as pdfRoute from '../../src/app/api/bookings/[id]/confirmation.pdf/route'
import * as changeRoute from '../../src/app/api/bookings/[id]/terms/change-request/route'
import * as confirmRoute from '../../src/app/api/bookings/[id]/terms/confirm/route'
import * as termsRoute from '../../src/app/api/bookings/[id]/terms/route'
import { apiRequest, params, readBody } from './api'

type Reply = { status: number; headers: Headers; body: Awaited<ReturnType<typeof readBody>> }

const call = async (response: Promise<Response>): Promise<Reply> => {
  const res = await response
  return { status: res.status, headers: res.headers, body: await readBody(res) }
}

const at = (id: number) => params({ id: String(id) })

/** A gig's start plus `hours`, as ISO: the terms' times are set relative to it. */
export const hoursFrom = (start: string, hours: number) =>
  new Date(Date.parse(start) + hours * 60 * 60 * 1000).toISOString()

/** The booking terms routes, called the way Next.js calls them, as the holder of `token`. */
export const terms = {
  get: (token: string | undefined, id: number) =>
    call(bookingRoute.GET(apiRequest(`/api/bookings/${id}`, { token }), at(id))),
  propose: (token: string, id: number, body: unknown, locale = 'en') =>
    call(
      termsRoute.PUT(
        apiRequest(`/api/bookings/${id}/terms?locale=${locale}`, { method: 'PUT', token, body }),
        at(id),
      ),
    ),
  confirm: (token: string, id: number, body: unknown = {}) =>
    call(
      confirmRoute.POST(
        apiRequest(`/api/bookings/${id}/terms/confirm?locale=en`, { method: 'POST', token, body }),
        at(id),
      ),
    ),
  askChange: (token: string | undefined, id: number, body: unknown, locale = 'en') =>
    call(
      changeRoute.POST(
        apiRequest(`/api/bookings/${id}/terms/change-request?locale=${locale}`, {
          method: 'POST',
          token,
          body,
        }),
        at(id),
      ),
    ),
  pdf: (token: string | undefined, id: number) =>
    pdfRoute.GET(apiRequest(`/api/bookings/${id}/confirmation.pdf`, { token }), at(id)),
}
