import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as ticketPdfRoute from '../../src/app/api/tickets/[id]/pdf/route'
import * as ticketRoute from '../../src/app/api/tickets/[id]/route'
import * as transferRoute from '../../src/app/api/tickets/[id]/transfer/route'
import { apiRequest, params, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupSellingMarket,
  sellingMarket,
  ticketShow,
  tickets,
  typeInput,
  type SellingMarket,
  type TypeView,
} from '../helpers/tickets'

/*
 * A ticket's own page reads GET /api/tickets/{id} (and its PDF GET /api/tickets/{id}/pdf): its
 * holder only. Anyone else gets the answer a ticket that does not exist gets.
 */
let payload: Payload
let m: SellingMarket

beforeAll(async () => {
  payload = await getTestPayload()
  process.env.RATE_LIMIT_TICKET_TRANSFERS = '1000/60'
  m = await sellingMarket(payload, 2, 'page')
})
afterAll(async () => {
  const ids = m.fans.map((fan) => fan.user.id)
  await payload.delete({
    collection: 'ticket-transfers',
    where: { or: [{ from: { in: ids } }, { to: { in: ids } }] },
  })
  await cleanupSellingMarket(payload, m)
})

const at = (id: number | string) => params({ id: String(id) })
const read = async (token: string | undefined, id: number | string, locale = 'en') => {
  const res = await ticketRoute.GET(
    apiRequest(`/api/tickets/${id}?locale=${locale}`, { token }),
    at(id),
  )
  return { status: res.status, body: await readBody(res) }
}
const pdf = (token: string | undefined, id: number | string) =>
  ticketPdfRoute.GET(apiRequest(`/api/tickets/${id}/pdf?locale=tr`, { token }), at(id))

/** A free ticket of a new show, issued to fan `index` at its hold: its id and its show. */
async function freeTicket(index: number) {
  const fan = m.fans[index]!
  const show = await ticketShow(payload, m.f)
  const saved = await tickets.put(m.f.organizer.token, show.id, [typeInput({ quantity: 5 })])
  const type = (saved.body.data as TypeView[])[0]!
  const hold = await tickets.hold(fan.token, show.id, [{ typeId: type.id, quantity: 1 }])
  if (hold.status !== 201) throw new Error(JSON.stringify(hold.body))
  const { orderId } = hold.body.data as { orderId: number }
  const { docs } = await payload.find({
    collection: 'tickets',
    where: { order: { equals: orderId } },
    depth: 0,
  })
  return { id: docs[0]!.id, show }
}

type Page = {
  id: number
  status: string
  holder: string
  code?: string
  qr?: string
  usedAt?: string
  type: { name: string }
  show: { id: number; title: string; lineup: string[]; venue: { name: string } | null }
}

describe('GET /api/tickets/{id}', () => {
  it('gives the holder the ticket: show, lineup, venue, type, their name, status and code', async () => {
    const [fan] = m.fans
    const { id, show } = await freeTicket(0)
    const answer = await read(fan!.token, id)
    expect(answer.status).toBe(200)
    const ticket = answer.body.data as Page
    expect(ticket).toMatchObject({
      id,
      status: 'sold',
      holder: fan!.user.fullname,
      type: { name: 'General' },
      show: { id: show.id, title: show.title },
    })
    expect(ticket.show.lineup.length).toBeGreaterThan(0)
    expect(ticket.show.venue?.name).toBeTruthy()
    expect(ticket.code).toMatch(/^S1\./)
    expect(ticket.qr).toContain('<svg')
    // The Turkish page reads the type's Turkish name.
    expect(((await read(fan!.token, id, 'tr')).body.data as Page).type.name).toBe('Genel Giriş')
  })

  it('is a 404 to another signed-in user, as for a ticket that does not exist', async () => {
    const [, other] = m.fans
    const { id } = await freeTicket(0)
    const refused = await read(other!.token, id)
    expect(refused.status).toBe(404)
    expect(JSON.stringify(refused.body)).not.toContain('S1.')
    expect((await read(other!.token, 999_999_999)).status).toBe(404)
    expect((await read(other!.token, 'abc')).status).toBe(404)
  })

  it('is a 401 signed out', async () => {
    const { id } = await freeTicket(0)
    expect((await read(undefined, id)).status).toBe(401)
  })

  it('follows the ticket when it is given: the new holder reads it, the giver gets a 404', async () => {
    const [giver, friend] = m.fans
    const { id } = await freeTicket(0)
    const given = await transferRoute.POST(
      apiRequest(`/api/tickets/${id}/transfer?locale=en`, {
        method: 'POST',
        token: giver!.token,
        body: { email: friend!.user.email },
      }),
      at(id),
    )
    expect(given.status).toBe(200)
    expect((await read(giver!.token, id)).status).toBe(404)
    const received = (await read(friend!.token, id)).body.data as Page
    expect(received).toMatchObject({ id, status: 'sold', holder: friend!.user.fullname })
  })

  it('says when the door let a used ticket in, and gives it no code to print', async () => {
    const [fan] = m.fans
    const { id } = await freeTicket(0)
    const usedAt = new Date().toISOString()
    await payload.update({ collection: 'tickets', id, data: { status: 'used', usedAt } })
    const ticket = (await read(fan!.token, id)).body.data as Page
    expect(ticket).toMatchObject({ status: 'used', usedAt })
    expect((await pdf(fan!.token, id)).status).toBe(404)
  })
})

describe('GET /api/tickets/{id}/pdf', () => {
  it("is the holder's valid ticket as one PDF page; 404 to anyone else, 401 signed out", async () => {
    const [fan, other] = m.fans
    const { id, show } = await freeTicket(0)
    const document = await pdf(fan!.token, id)
    expect(document.status).toBe(200)
    expect(document.headers.get('content-type')).toBe('application/pdf')
    expect(document.headers.get('cache-control')).toBe('private, no-store')
    expect(document.headers.get('content-disposition')).toContain(`-${show.id}-${id}.pdf`)
    const bytes = Buffer.from(await document.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)
    expect((await pdf(other!.token, id)).status).toBe(404)
    expect((await pdf(undefined, id)).status).toBe(401)
  })
})
