import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as pdfRoute from '../../src/app/api/me/tickets/[show]/route'
import * as transferRoute from '../../src/app/api/tickets/[id]/transfer/route'
import * as claimRoute from '../../src/app/api/ticket-transfers/claim/route'
import * as takeBackRoute from '../../src/app/api/ticket-transfers/[id]/route'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { ticketCodeKey, verifyTicketCode } from '../../src/server/tickets/codes/ticketCode'
import { apiRequest, params, readBody } from '../helpers/api'
import { runQueuedJobs } from '../helpers/jobs'
import { linkIn, mailTo } from '../helpers/mailbox'
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

let payload: Payload
let m: SellingMarket

const call = async (response: Promise<Response>) => {
  const res = await response
  return { status: res.status, body: await readBody(res) }
}
const transfer = (token: string, id: number, body: unknown, locale = 'en') =>
  call(
    transferRoute.POST(
      apiRequest(`/api/tickets/${id}/transfer?locale=${locale}`, { method: 'POST', token, body }),
      params({ id: String(id) }),
    ),
  )
const claim = (token: string, body: unknown, locale = 'en') =>
  call(
    claimRoute.POST(
      apiRequest(`/api/ticket-transfers/claim?locale=${locale}`, { method: 'POST', token, body }),
      undefined,
    ),
  )
const takeBack = (token: string, id: number) =>
  call(
    takeBackRoute.DELETE(
      apiRequest(`/api/ticket-transfers/${id}?locale=en`, { method: 'DELETE', token }),
      params({ id: String(id) }),
    ),
  )

type Mine = { id: number; status: string; code?: string; pendingTransfer?: { id: number } }
const mine = async (token: string) => (await tickets.mine(token)).body.data as Mine[]

/** A free ticket of a new show, issued to `fan` at its hold; its id and code. */
async function freeTicket(fanIndex: number) {
  const fan = m.fans[fanIndex]!
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
  const ticket = (await mine(fan.token)).find((t) => t.id === docs[0]!.id)!
  return { id: ticket.id, code: ticket.code!, show }
}

async function verifies(id: number, code: string) {
  const stored = await payload.findByID({ collection: 'tickets', id, depth: 0 })
  return verifyTicketCode(ticketCodeKey(payload.secret), code, {
    id,
    gig: stored.gig as number,
    codeNonce: stored.codeNonce ?? '',
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  process.env.RATE_LIMIT_TICKET_TRANSFERS = '1000/60'
  m = await sellingMarket(payload, 3, 'transfer')
})
afterAll(async () => {
  const ids = m.fans.map((fan) => fan.user.id)
  await payload.delete({
    collection: 'ticket-transfers',
    where: { or: [{ from: { in: ids } }, { to: { in: ids } }] },
  })
  await payload.delete({ collection: 'users', where: { email: { like: 'newcomer-' } } })
  await cleanupSellingMarket(payload, m)
})

describe('POST /api/tickets/{id}/transfer to an address with an account', () => {
  it('gives the ticket at once with a new code; the old one is dead and named a former one', async () => {
    const [giver, friend] = m.fans
    const ticket = await freeTicket(0)
    const given = await transfer(giver!.token, ticket.id, {
      email: ` ${friend!.user.email.toUpperCase()} `,
    })
    expect(given.status).toBe(200)
    expect(given.body.data).toMatchObject({ state: 'given', toEmail: friend!.user.email })
    expect(given.body.message).toContain(friend!.user.email)

    expect((await mine(giver!.token)).some((t) => t.id === ticket.id)).toBe(false)
    const received = (await mine(friend!.token)).find((t) => t.id === ticket.id)!
    expect(received).toMatchObject({ status: 'sold', code: expect.stringMatching(/^S1\./) })
    expect(received.code).not.toBe(ticket.code)
    expect(await verifies(ticket.id, ticket.code)).toBeNull()
    expect(await verifies(ticket.id, received.code!)).toEqual({ ticketId: ticket.id })
    const stored = await payload.findByID({ collection: 'tickets', id: ticket.id, depth: 0 })
    expect(stored.formerNonces).toHaveLength(1)
    expect(
      verifyTicketCode(ticketCodeKey(payload.secret), ticket.code, {
        id: ticket.id,
        gig: ticket.show.id,
        codeNonce: (stored.formerNonces as string[])[0]!,
      }),
    ).toEqual({ ticketId: ticket.id })

    await runQueuedJobs(payload)
    const [mail] = await mailTo(friend!.user.email)
    // In the recipient's language (their account's), not the giver's request's.
    expect(mail?.subject).toBe(`Fan 0 size bir bilet gönderdi: ${ticket.show.title}`)
    expect(linkIn(mail!, '/biletlerim')).toMatch(/\/biletlerim$/)

    // The giver holds it no more: sending it again is someone else's ticket.
    expect((await transfer(giver!.token, ticket.id, { email: 'x@example.com' })).status).toBe(404)
    // The friend may pass it on.
    expect((await transfer(friend!.token, ticket.id, { email: giver!.user.email })).status).toBe(
      200,
    )
  })

  it('refuses bad input, oneself, a used or refunded ticket, in the request’s language', async () => {
    const [giver] = m.fans
    const ticket = await freeTicket(0)
    const bad = await transfer(giver!.token, ticket.id, { email: 'not-an-address' }, 'tr')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Geçerli bir e-posta adresi girin.')
    expect((await transfer(giver!.token, ticket.id, {})).status).toBe(400)
    const self = await transfer(giver!.token, ticket.id, { email: giver!.user.email })
    expect(self).toMatchObject({ status: 400, body: { field: 'email' } })
    for (const status of ['used', 'refunded'] as const) {
      await payload.update({ collection: 'tickets', id: ticket.id, data: { status } })
      const refused = await transfer(giver!.token, ticket.id, { email: 'friend@example.com' })
      expect(refused.status).toBe(409)
    }
    expect((await transfer(giver!.token, 999_999_999, { email: 'a@example.com' })).status).toBe(404)
  })

  it('refuses a ticket of a cancelled show', async () => {
    const [giver] = m.fans
    const ticket = await freeTicket(0)
    await payload.update({ collection: 'gigs', id: ticket.show.id, data: { status: 'cancelled' } })
    const refused = await transfer(giver!.token, ticket.id, { email: 'friend@example.com' })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/cancelled/)
  })

  it('two transfers of one ticket at once: one wins, the other is refused', async () => {
    const [giver, friend, other] = m.fans
    const ticket = await freeTicket(0)
    const answers = await Promise.all([
      transfer(giver!.token, ticket.id, { email: friend!.user.email }),
      transfer(giver!.token, ticket.id, { email: other!.user.email }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404])
    const stored = await payload.findByID({ collection: 'tickets', id: ticket.id, depth: 0 })
    expect(stored.formerNonces).toHaveLength(1)
    const { totalDocs } = await payload.count({
      collection: 'ticket-transfers',
      where: { ticket: { equals: ticket.id } },
    })
    expect(totalDocs).toBe(1)
  })
})

describe('a transfer to an address with no account', () => {
  it('waits for that address to sign up and claim it through the mailed link', async () => {
    const [giver, friend] = m.fans
    const ticket = await freeTicket(0)
    const email = `newcomer-${Date.now()}@example.com`
    const sent = await transfer(giver!.token, ticket.id, { email })
    expect(sent.body.data).toMatchObject({ state: 'pending', toEmail: email })
    // The old code is dead at once; the giver sees the ticket as sent, with no code.
    expect(await verifies(ticket.id, ticket.code)).toBeNull()
    const waiting = (await mine(giver!.token)).find((t) => t.id === ticket.id)!
    expect(waiting.pendingTransfer).toMatchObject({ toEmail: email })
    expect(waiting).not.toHaveProperty('code')
    // A second transfer waits for the first to be taken back.
    expect((await transfer(giver!.token, ticket.id, { email: 'b@example.com' })).status).toBe(409)

    await runQueuedJobs(payload)
    const [mail] = await mailTo(email)
    const link = linkIn(mail!, '/tickets/claim/')
    const token = decodeURIComponent(new URL(link).pathname.split('/').pop()!)

    // Another account cannot use the link; nor can a forged or cut token.
    const stranger = await claim(friend!.token, { token }, 'tr')
    expect(stranger.status).toBe(403)
    expect(stranger.body.message).toContain(email)
    // The last character changed (a token may already end in "A").
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    expect((await claim(friend!.token, { token: forged })).status).toBe(400)
    expect((await claim(friend!.token, { token: 'nonsense' })).status).toBe(400)

    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'Passw0rdTest', fullname: 'Newcomer', role: 'fan' },
    })
    const newcomer = await issueSessionToken(payload, user)
    const taken = await claim(newcomer, { token })
    expect(taken).toMatchObject({ status: 200, body: { data: { ticket: ticket.id } } })
    const theirs = (await mine(newcomer)).find((t) => t.id === ticket.id)!
    expect(await verifies(ticket.id, theirs.code!)).toEqual({ ticketId: ticket.id })
    expect((await mine(giver!.token)).some((t) => t.id === ticket.id)).toBe(false)
    // Claiming again answers the same; the giver can no longer take it back.
    expect((await claim(newcomer, { token })).status).toBe(200)
    expect((await takeBack(giver!.token, waiting.pendingTransfer!.id)).status).toBe(409)
  })

  it('is taken back by the giver: a new code again, the mailed link dead', async () => {
    const [giver] = m.fans
    const ticket = await freeTicket(0)
    const email = `newcomer-back-${Date.now()}@example.com`
    const sent = await transfer(giver!.token, ticket.id, { email })
    const { id } = sent.body.data as { id: number }
    await runQueuedJobs(payload)
    const link = linkIn((await mailTo(email))[0]!, '/tickets/claim/')
    const token = decodeURIComponent(new URL(link).pathname.split('/').pop()!)

    expect((await takeBack(m.fans[1]!.token, id)).status).toBe(404)
    expect((await takeBack(giver!.token, id)).status).toBe(200)
    const back = (await mine(giver!.token)).find((t) => t.id === ticket.id)!
    expect(back).not.toHaveProperty('pendingTransfer')
    expect(await verifies(ticket.id, back.code!)).toEqual({ ticketId: ticket.id })
    const stored = await payload.findByID({ collection: 'tickets', id: ticket.id, depth: 0 })
    expect(stored.formerNonces).toHaveLength(2)

    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'Passw0rdTest', fullname: 'Late', role: 'fan' },
    })
    const late = await claim(await issueSessionToken(payload, user), { token })
    expect(late.status).toBe(400)
  })

  it('a claim and a take-back at once: exactly one of them wins', async () => {
    const [giver] = m.fans
    const ticket = await freeTicket(0)
    const email = `newcomer-race-${Date.now()}@example.com`
    const sent = await transfer(giver!.token, ticket.id, { email })
    const { id } = sent.body.data as { id: number }
    await runQueuedJobs(payload)
    const link = linkIn((await mailTo(email))[0]!, '/tickets/claim/')
    const token = decodeURIComponent(new URL(link).pathname.split('/').pop()!)
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'Passw0rdTest', fullname: 'Racer', role: 'fan' },
    })
    const racer = await issueSessionToken(payload, user)
    const [claimed, back] = await Promise.all([claim(racer, { token }), takeBack(giver!.token, id)])
    expect([claimed.status, back.status].filter((s) => s === 200)).toHaveLength(1)
    const stored = await payload.findByID({ collection: 'tickets', id: ticket.id, depth: 0 })
    expect(stored.holder).toBe(claimed.status === 200 ? user.id : giver!.user.id)
  })
})

describe('GET /api/me/tickets/{showId}', () => {
  const pdfOf = (token: string, show: number) =>
    pdfRoute.GET(
      apiRequest(`/api/me/tickets/${show}?locale=tr`, { token }),
      params({ show: String(show) }),
    )

  it('gives the holder’s valid tickets of the show as a PDF; not another’s, nor one sent away', async () => {
    const [holder, friend] = m.fans
    const ticket = await freeTicket(0)
    const answer = await pdfOf(holder!.token, ticket.show.id)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="sahne-biletler-${ticket.show.id}.pdf"`,
    )
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const pdf = Buffer.from(await answer.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1)

    expect((await pdfOf(friend!.token, ticket.show.id)).status).toBe(404)
    await transfer(holder!.token, ticket.id, { email: `newcomer-pdf-${Date.now()}@example.com` })
    // Sent and waiting: its code is no longer the holder's to print.
    expect((await pdfOf(holder!.token, ticket.show.id)).status).toBe(404)
  })
})
