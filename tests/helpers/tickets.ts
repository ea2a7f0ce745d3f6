import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import * as meTicketsRoute from '../../src/app/api/me/tickets/route'
import * as orderRoute from '../../src/app/api/orders/[id]/route'
import * as orderContractRoute from '../../src/app/api/orders/[id]/contract/route'
import * as orderPaymentRoute from '../../src/app/api/orders/[id]/payment/route'
import * as holdRoute from '../../src/app/api/shows/[id]/tickets/hold/route'
import * as ticketsRoute from '../../src/app/api/shows/[id]/tickets/route'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { postgresOf } from '../../src/server/platform'
import type { Gig, Venue } from '../../src/payload-types'
import { apiRequest, params, readBody } from './api'
import { cleanupMarket, seedMarket, type MarketActor, type MarketFixture } from './market'
import { bookedGig } from './shows'

const call = async (response: Promise<Response>) => {
  const res = await response
  return { status: res.status, body: await readBody(res) }
}
const at = (id: number | string) => params({ id: String(id) })

export type TypeView = {
  id: number
  name: string
  price: number
  fee: number
  total: number
  quantity: number
  available: number
  onSaleAt: string
  saleEndsAt: string
  perOrderLimit: number
  paused: boolean
  state: string
}

/** A ticket type as the venue writes it: 10 free tickets named "General"/"Genel Giriş". */
export const typeInput = (overrides: Record<string, unknown> = {}) => ({
  name: { tr: 'Genel Giriş', en: 'General' },
  price: 0,
  quantity: 10,
  ...overrides,
})

/** `GET /api/orders/{id}/contract`: the order's pre-information form and contract, its hash. */
const readOrderContract = (token: string | undefined, id: number, locale = 'en') =>
  call(
    orderContractRoute.GET(
      apiRequest(`/api/orders/${id}/contract?locale=${locale}`, { token }),
      at(id),
    ),
  )

/** `POST /api/orders/{id}/payment` with exactly `body` (the contract's hash, a wrong one, none). */
const payOrderWith = (
  token: string | undefined,
  id: number,
  body: unknown,
  locale = 'en',
  headers: Record<string, string> = {},
) =>
  call(
    orderPaymentRoute.POST(
      apiRequest(`/api/orders/${id}/payment?locale=${locale}`, {
        method: 'POST',
        token,
        body,
        headers,
      }),
      at(id),
    ),
  )

/** The ticket routes, called the way Next.js calls them. */
export const tickets = {
  list: (id: number, locale = 'en') =>
    call(ticketsRoute.GET(apiRequest(`/api/shows/${id}/tickets?locale=${locale}`), at(id))),
  put: (token: string | undefined, id: number, types: unknown[], locale = 'en') =>
    call(
      ticketsRoute.PUT(
        apiRequest(`/api/shows/${id}/tickets?locale=${locale}`, {
          method: 'PUT',
          token,
          body: { types },
        }),
        at(id),
      ),
    ),
  hold: (
    token: string | undefined,
    id: number,
    items: { typeId: number; quantity: number }[],
    locale = 'en',
    headers: Record<string, string> = {},
  ) =>
    call(
      holdRoute.POST(
        apiRequest(`/api/shows/${id}/tickets/hold?locale=${locale}`, {
          method: 'POST',
          token,
          body: { items },
          headers,
        }),
        at(id),
      ),
    ),
  order: (token: string | undefined, id: number, method: 'GET' | 'DELETE' = 'GET') =>
    call(orderRoute[method](apiRequest(`/api/orders/${id}?locale=en`, { method, token }), at(id))),
  contract: readOrderContract,
  payWith: payOrderWith,
  /**
   * "Pay" as the buy box does it: the order's contract read in `locale` and accepted (its hash
   * sent back), then `POST /api/orders/{id}/payment` (`headers`: an Idempotency-Key); a contract
   * that cannot be read (someone else's order, a free or lapsed one) sends no hash.
   */
  pay: async (
    token: string | undefined,
    id: number,
    locale = 'en',
    headers: Record<string, string> = {},
  ) => {
    const read = await readOrderContract(token, id, locale)
    const hash = (read.body.data as { hash?: string } | undefined)?.hash
    return payOrderWith(token, id, hash ? { contract: hash } : {}, locale, headers)
  },
  mine: (token: string, locale = 'en') =>
    call(meTicketsRoute.GET(apiRequest(`/api/me/tickets?locale=${locale}`, { token }), undefined)),
}

/** The fixture organizer's venue profile, holding `capacity` people (null: none set). */
export async function venueOf(payload: Payload, f: MarketFixture, capacity: number | null) {
  const { docs } = await payload.find({
    collection: 'venues',
    where: { user: { equals: f.organizer.user.id } },
    limit: 1,
  })
  if (docs[0])
    return payload.update({
      collection: 'venues',
      id: docs[0].id,
      data: { capacity },
    }) as Promise<Venue>
  return payload.create({
    collection: 'venues',
    data: {
      user: f.organizer.user.id,
      name: `Bilet Sahnesi ${Date.now()}`,
      city: 'istanbul',
      capacity,
    },
  })
}

/** A show of the fixture organizer at their venue (capacity `capacity`), an artist booked. */
export async function ticketShow(
  payload: Payload,
  f: MarketFixture,
  capacity: number | null = 100,
): Promise<Gig> {
  const venue = await venueOf(payload, f, capacity)
  return bookedGig(payload, f, { venueProfile: venue.id })
}

/**
 * Saved payout details for `user`, written straight to the collection: selling paid tickets only
 * asks whether they exist, so the ticket tests need no provider (tests/int/
 * payments.venuePayout.int.spec.ts saves a venue's through `PUT /api/me/payout`).
 */
export async function givePayoutDetails(payload: Payload, userId: number): Promise<void> {
  await payload.create({
    collection: 'payout-details',
    data: { user: userId, payeeType: 'company', city: 'İstanbul', sealed: 'sealed-for-tests' },
    overrideAccess: true,
  })
}

/** `count` fans with sessions. */
export async function makeFans(
  payload: Payload,
  count: number,
  tag: string,
): Promise<MarketActor[]> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  // One after another, as seedProfileUsers (the pool watch and siblings' transactions).
  const fans: MarketActor[] = []
  for (let i = 0; i < count; i++) {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `${tag}${i}-${stamp}@tickets.example.com`,
        password: 'Passw0rdTest',
        fullname: `Fan ${i}`,
        role: 'fan',
      },
    })
    fans.push({ user, token: await issueSessionToken(payload, user) })
  }
  return fans
}

/** The ticket records of the fixture organizer's gigs, their venue, payout rows and `fans`. */
export async function cleanupTickets(
  payload: Payload,
  f: MarketFixture,
  fans: MarketActor[] = [],
): Promise<void> {
  const { docs: gigs } = await payload.find({
    collection: 'gigs',
    where: { organizer: { equals: f.organizer.user.id } },
    pagination: false,
    depth: 0,
    select: {},
  })
  const gigIds = gigs.map((gig) => gig.id)
  for (const collection of ['tickets', 'ticket-orders', 'ticket-types'] as const)
    await payload.delete({ collection, where: { gig: { in: gigIds } } })
  await payload.delete({ collection: 'venues', where: { user: { equals: f.organizer.user.id } } })
  await payload.delete({
    collection: 'payout-details',
    where: { user: { equals: f.organizer.user.id } },
  })
  if (fans.length)
    await payload.delete({
      collection: 'users',
      where: { id: { in: fans.map((fan) => fan.user.id) } },
    })
}

/** A market whose venue may sell (payout details saved) and `count` fans to buy, limits lifted. */
export type SellingMarket = { f: MarketFixture; fans: MarketActor[] }

export async function sellingMarket(
  payload: Payload,
  count: number,
  tag: string,
): Promise<SellingMarket> {
  const f = await seedMarket(payload)
  process.env.RATE_LIMIT_TICKET_TYPES = '1000/60'
  process.env.RATE_LIMIT_TICKET_HOLDS = '1000/60'
  const fans = await makeFans(payload, count, tag)
  await givePayoutDetails(payload, f.organizer.user.id)
  return { f, fans }
}

export async function cleanupSellingMarket(
  payload: Payload,
  { f, fans }: SellingMarket,
): Promise<void> {
  await cleanupTickets(payload, f, fans)
  await cleanupMarket(payload, f)
}

/**
 * Ticket orders written so far, by their id sequence: an order rolled back under the types' locks
 * still took its id, so this counts the holds that reached the locks.
 */
export async function ordersWritten(payload: Payload): Promise<number> {
  const { rows } = await postgresOf(payload).drizzle.execute(
    sql`SELECT last_value, is_called FROM ticket_orders_id_seq`,
  )
  const [row] = rows as { last_value: string; is_called: boolean }[]
  return Number(row!.last_value) - (row!.is_called ? 0 : 1)
}

const istanbulDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(ms)

/**
 * `date` moved by an hour within its Istanbul day: later, or earlier when later would be the next
 * day (past 23:00 there), where the worker's next gig books the same artist and a move onto it
 * would be refused as a clash.
 */
export function movedAnHour(date: string): string {
  const at = Date.parse(date)
  const later = at + 60 * 60 * 1000
  return new Date(
    istanbulDay(later) === istanbulDay(at) ? later : at - 60 * 60 * 1000,
  ).toISOString()
}
