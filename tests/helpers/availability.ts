import * as calendarRoute from '../../src/app/api/me/availability/calendar/route'
import * as availabilityRoute from '../../src/app/api/me/availability/route'
import { apiRequest, params, readBody } from './api'

type Reply = { status: number; body: Awaited<ReturnType<typeof readBody>> }

const call = async (response: Promise<Response>): Promise<Reply> => {
  const res = await response
  return { status: res.status, body: await readBody(res) }
}

export type Block = { from: string; to: string; note?: string | null }

/** `/api/me/availability`, called the way Next.js calls it, as the holder of `token`. */
export const availability = {
  read: (token: string, from: string, to: string, locale = 'en') =>
    call(
      availabilityRoute.GET(
        apiRequest(`/api/me/availability?from=${from}&to=${to}&locale=${locale}`, { token }),
        params({}),
      ),
    ),
  replace: (token: string, body: unknown, locale = 'en') =>
    call(
      availabilityRoute.PUT(
        apiRequest(`/api/me/availability?locale=${locale}`, { method: 'PUT', token, body }),
        params({}),
      ),
    ),
}

/** `/api/me/availability/calendar`, the artist's external calendar. */
export const externalCalendar = {
  read: (token: string, locale = 'en') =>
    call(
      calendarRoute.GET(
        apiRequest(`/api/me/availability/calendar?locale=${locale}`, { token }),
        params({}),
      ),
    ),
  save: (token: string, body: unknown, locale = 'en') =>
    call(
      calendarRoute.PUT(
        apiRequest(`/api/me/availability/calendar?locale=${locale}`, {
          method: 'PUT',
          token,
          body,
        }),
        params({}),
      ),
    ),
  remove: (token: string, locale = 'en') =>
    call(
      calendarRoute.DELETE(
        apiRequest(`/api/me/availability/calendar?locale=${locale}`, { method: 'DELETE', token }),
        params({}),
      ),
    ),
}

/** The Istanbul calendar day `days` days from now, as YYYY-MM-DD. */
export const istanbulDayFromNow = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

/** 21:00 Istanbul time on `day`, as an ISO instant (a gig's start). */
export const eveningOf = (day: string) => new Date(`${day}T21:00:00+03:00`).toISOString()
