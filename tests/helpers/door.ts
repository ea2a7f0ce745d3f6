import type { Payload } from 'payload'

import * as claimRoute from '../../src/app/api/door-invites/claim/route'
import * as doorRoute from '../../src/app/api/door/[id]/route'
import * as scanRoute from '../../src/app/api/door/[id]/scan/route'
import * as staffRoute from '../../src/app/api/door/[id]/staff/route'
import * as staffMemberRoute from '../../src/app/api/door/[id]/staff/[staffId]/route'
import * as searchRoute from '../../src/app/api/door/[id]/tickets/route'
import type { MarketActor, MarketFixture } from './market'
import { apiRequest, params, readBody } from './api'
import { ticketShow, tickets, typeInput, type TypeView } from './tickets'

const call = async (response: Promise<Response>) => {
  const res = await response
  return { status: res.status, body: await readBody(res) }
}
const at = (id: number) => params({ id: String(id) })

/** The door's routes, called the way Next.js calls them. */
export const door = {
  view: (token: string | undefined, show: number, locale = 'en') =>
    call(doorRoute.GET(apiRequest(`/api/door/${show}?locale=${locale}`, { token }), at(show))),
  scan: (
    token: string | undefined,
    show: number,
    code: unknown,
    locale = 'en',
    headers: Record<string, string> = {},
  ) =>
    call(
      scanRoute.POST(
        apiRequest(`/api/door/${show}/scan?locale=${locale}`, {
          method: 'POST',
          token,
          body: { code },
          headers,
        }),
        at(show),
      ),
    ),
  search: (token: string | undefined, show: number, q: string, locale = 'en') =>
    call(
      searchRoute.GET(
        apiRequest(`/api/door/${show}/tickets?q=${encodeURIComponent(q)}&locale=${locale}`, {
          token,
        }),
        at(show),
      ),
    ),
  staff: (token: string | undefined, show: number) =>
    call(staffRoute.GET(apiRequest(`/api/door/${show}/staff?locale=en`, { token }), at(show))),
  invite: (token: string | undefined, show: number, email: unknown, locale = 'en') =>
    call(
      staffRoute.POST(
        apiRequest(`/api/door/${show}/staff?locale=${locale}`, {
          method: 'POST',
          token,
          body: { email },
        }),
        at(show),
      ),
    ),
  claim: (token: string | undefined, link: unknown, locale = 'en') =>
    call(
      claimRoute.POST(
        apiRequest(`/api/door-invites/claim?locale=${locale}`, {
          method: 'POST',
          token,
          body: { token: link },
        }),
        undefined,
      ),
    ),
  remove: (token: string | undefined, show: number, staffId: number) =>
    call(
      staffMemberRoute.DELETE(
        apiRequest(`/api/door/${show}/staff/${staffId}?locale=en`, { method: 'DELETE', token }),
        params({ id: String(show), staffId: String(staffId) }),
      ),
    ),
}

/** A show of the fixture's venue selling `quantity` free tickets of one type. */
export async function doorShowWithType(payload: Payload, f: MarketFixture, quantity = 20) {
  const show = await ticketShow(payload, f)
  const saved = await tickets.put(f.organizer.token, show.id, [typeInput({ quantity })])
  const type = (saved.body.data as TypeView[])[0]!
  return { show, type }
}

/** `fan` takes `quantity` free tickets of `typeId`; their ids and codes, from "My tickets". */
export async function freeTickets(fan: MarketActor, showId: number, typeId: number, quantity = 1) {
  const hold = await tickets.hold(fan.token, showId, [{ typeId, quantity }])
  const { orderId } = hold.body.data as { orderId: number }
  const mine = (await tickets.mine(fan.token)).body.data as {
    id: number
    order: number
    code?: string
  }[]
  return mine.filter((ticket) => ticket.order === orderId) as { id: number; code: string }[]
}
