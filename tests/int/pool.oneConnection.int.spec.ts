import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as transferRoute from '../../src/app/api/tickets/[id]/transfer/route'
import { notify, sendOnce } from '../../src/server/market'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { apiRequest, params, readBody } from '../helpers/api'
import { cmsApi } from '../helpers/cmsApi'
import { doorShowWithType, freeTickets } from '../helpers/door'
import { getTestPayload } from '../helpers/payload'
import { describeOffences, takePoolOffences } from '../helpers/poolWatch'
import {
  cleanupSellingMarket,
  sellingMarket,
  ticketShow,
  tickets,
  typeInput,
  type SellingMarket,
  type TypeView,
} from '../helpers/tickets'

/**
 * A write that holds a transaction's pool connection asks the pool for no other one before it
 * ends: as many such writes at once as the pool has connections would each hold one and wait for
 * another, and every request of the instance would hang (pg's pool waits with no timeout). Each
 * path is run once under the pool's watch (tests/helpers/poolWatch.ts), and the busiest ones
 * again more times at once than the pool has connections.
 */

let payload: Payload
let m: SellingMarket
/** More writes at once than the pool has connections. */
let crowd: number
const run = Date.now().toString(36)

/** What the pool's watch (every test's, tests/helpers/poolWatch.ts) saw since the last call. */
const offences = () => describeOffences(takePoolOffences())

const transfer = async (token: string, id: number, email: string) => {
  const res = await transferRoute.POST(
    apiRequest(`/api/tickets/${id}/transfer?locale=en`, {
      method: 'POST',
      token,
      body: { email },
    }),
    params({ id: String(id) }),
  )
  return { status: res.status, body: await readBody(res) }
}

beforeAll(async () => {
  payload = await getTestPayload()
  const pool = (payload.db as unknown as { pool: Pool & { options: { max?: number } } }).pool
  crowd = (pool.options.max ?? 10) + 4
  process.env.RATE_LIMIT_TICKET_TRANSFERS = '1000/60'
  m = await sellingMarket(payload, 2, 'poolone')
})
afterAll(async () => {
  const ids = m.fans.map((fan) => fan.user.id)
  await payload.delete({
    collection: 'ticket-transfers',
    where: { or: [{ from: { in: ids } }, { to: { in: ids } }] },
  })
  await cleanupSellingMarket(payload, m)
})

describe('a ticket transfer', () => {
  it('reads the show inside its transaction', async () => {
    const [giver, friend] = m.fans
    const { show, type } = await doorShowWithType(payload, m.f, 5)
    const [ticket] = await freeTickets(giver!, show.id, type.id, 1)
    takePoolOffences()
    const given = await transfer(giver!.token, ticket!.id, friend!.user.email)
    expect(given.status).toBe(200)
    expect(offences()).toEqual([])
  })

  it('answers every one of more transfers at once than the pool has connections', async () => {
    const [giver, friend] = m.fans
    const show = await ticketShow(payload, m.f)
    const saved = await tickets.put(m.f.organizer.token, show.id, [
      typeInput({ quantity: crowd, perOrderLimit: crowd }),
    ])
    const type = (saved.body.data as TypeView[])[0]!
    const held = await freeTickets(giver!, show.id, type.id, crowd)
    expect(held).toHaveLength(crowd)
    const given = await Promise.all(
      held.map((ticket) => transfer(giver!.token, ticket.id, friend!.user.email)),
    )
    expect(given.map((answer) => answer.status)).toEqual(held.map(() => 200))
  }, 30_000)
})

describe('a notice filed in a send-once transaction (a refund, a moved show, a venue told)', () => {
  /** A ticket holder told, once, that `show` is cancelled: filed and mailed inside one transaction. */
  const tell = (key: string, showId: number) => {
    const fan = m.fans[0]!.user.id
    return sendOnce(payload, fan, key, (req) =>
      notify(
        payload,
        [{ user: fan, gig: showId, type: 'showCancelled', values: { gig: 'Gece', name: 'Sahne' } }],
        req,
      ),
    )
  }

  it('reads the mail’s facts inside its transaction', async () => {
    const show = await ticketShow(payload, m.f)
    takePoolOffences()
    expect(await tell(`pool-${run}-one`, show.id)).toBe(true)
    expect(offences()).toEqual([])
  })

  it('files every one of more notices at once than the pool has connections', async () => {
    const show = await ticketShow(payload, m.f)
    const keys = Array.from({ length: crowd }, (_, i) => `pool-${run}-crowd-${i}`)
    const sent = await Promise.all(keys.map((key) => tell(key, show.id)))
    expect(sent).toEqual(keys.map(() => true))
  }, 30_000)
})

describe('the panel’s forgot-password', () => {
  /** `POST /cms-api/users/forgot-password` for an address, from a client address of its own. */
  const forgot = (index: number) =>
    cmsApi('POST', '/users/forgot-password', {
      body: { email: `nobody-${run}-${index}@pool.example.com` },
      headers: { 'x-forwarded-for': `127.0.4.${index}` },
    })

  it('holds one connection at a time', async () => {
    takePoolOffences()
    expect((await forgot(99)).status).toBe(200)
    expect(offences()).toEqual([])
  })
})

describe('an admin’s save in the panel', () => {
  it('checks the document’s lock inside its transaction', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: {
        email: `pool-admin-${run}@pool.example.com`,
        password: 'Passw0rdTest',
        fullname: 'Yönetici',
        role: 'admin',
      },
    })
    try {
      const token = await issueSessionToken(payload, admin)
      takePoolOffences()
      const saved = await cmsApi('PATCH', `/users/${m.fans[0]!.user.id}`, {
        token,
        body: { fullname: 'Yeni Ad' },
      })
      expect(saved.status).toBe(200)
      expect(offences()).toEqual([])
    } finally {
      await payload.delete({ collection: 'users', id: admin.id })
    }
  })
})
