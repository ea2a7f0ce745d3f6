import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ticketCode, ticketCodeKey } from '../../src/server/tickets/codes/ticketCode'
import { door, doorShowWithType, freeTickets } from '../helpers/door'
import { getTestPayload } from '../helpers/payload'
import { postgresOf } from '../../src/server/platform/db/sqlOf'
import { tickets, typeInput, type TypeView } from '../helpers/tickets'
import { cleanupSellingMarket, sellingMarket, type SellingMarket } from '../helpers/tickets'

let payload: Payload
let m: SellingMarket

beforeAll(async () => {
  payload = await getTestPayload()
  m = await sellingMarket(payload, 3, 'door')
  process.env.RATE_LIMIT_DOOR_SCANS = '1000/60'
})
afterAll(() => cleanupSellingMarket(payload, m))

const venue = () => m.f.organizer.token

describe('POST /api/door/{showId}/scan', () => {
  it('admits a sold ticket once, naming its holder and type, then answers "used" with the first scan’s time', async () => {
    const { show, type } = await doorShowWithType(payload, m.f)
    const [ticket] = await freeTickets(m.fans[0]!, show.id, type.id)
    const first = await door.scan(venue(), show.id, ticket!.code, 'tr')
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({
      ok: true,
      ticketId: ticket!.id,
      holder: 'Fan 0',
      type: 'Genel Giriş',
    })
    const stored = await payload.findByID({ collection: 'tickets', id: ticket!.id, depth: 0 })
    expect(stored).toMatchObject({ status: 'used', usedBy: m.f.organizer.user.id })
    const again = await door.scan(venue(), show.id, ticket!.code)
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual({
      ok: false,
      reason: 'used',
      holder: 'Fan 0',
      type: 'General',
      usedAt: new Date(stored.usedAt!).toISOString(),
    })
    expect((await door.view(venue(), show.id)).body.data).toMatchObject({ admitted: 1, sold: 1 })
  })

  it('lets one of ten phones scanning one ticket at once in: one green, nine "used"', async () => {
    const { show, type } = await doorShowWithType(payload, m.f)
    const [ticket] = await freeTickets(m.fans[1]!, show.id, type.id)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => door.scan(venue(), show.id, ticket!.code)),
    )
    const data = answers.map((answer) => answer.body.data as { ok: boolean; reason?: string })
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(data.filter((d) => d.ok)).toHaveLength(1)
    expect(data.filter((d) => !d.ok).map((d) => d.reason)).toEqual(Array(9).fill('used'))
  })

  it('names a code of another show, a refunded ticket and a transferred ticket’s old code', async () => {
    const { show, type } = await doorShowWithType(payload, m.f)
    const other = await doorShowWithType(payload, m.f)
    const [elsewhere] = await freeTickets(m.fans[0]!, other.show.id, other.type.id)
    expect((await door.scan(venue(), show.id, elsewhere!.code)).body.data).toEqual({
      ok: false,
      reason: 'otherShow',
      type: 'General',
    })
    // Still sold: the other show's door lets it in.
    expect((await door.scan(venue(), other.show.id, elsewhere!.code)).body.data).toMatchObject({
      ok: true,
    })

    const [refunded, given] = await freeTickets(m.fans[1]!, show.id, type.id, 2)
    await payload.update({ collection: 'tickets', id: refunded!.id, data: { status: 'refunded' } })
    expect((await door.scan(venue(), show.id, refunded!.code, 'tr')).body.data).toEqual({
      ok: false,
      reason: 'refunded',
      holder: 'Fan 1',
      type: 'Genel Giriş',
    })

    // What a transfer does to the ticket: the old nonce kept, a new one given.
    const before = await payload.findByID({ collection: 'tickets', id: given!.id, depth: 0 })
    await payload.update({
      collection: 'tickets',
      id: given!.id,
      data: { formerNonces: [before.codeNonce], codeNonce: 'after-transfer-nonce' },
    })
    expect((await door.scan(venue(), show.id, given!.code)).body.data).toEqual({
      ok: false,
      reason: 'transferred',
    })
    const key = ticketCodeKey(payload.secret)
    const newCode = ticketCode(key, {
      id: given!.id,
      gig: show.id,
      codeNonce: 'after-transfer-nonce',
    })
    expect((await door.scan(venue(), show.id, newCode)).body.data).toMatchObject({ ok: true })
  })

  it('answers "unknown" for text that is no code, a forged or altered MAC, an unknown ticket and a hold', async () => {
    const { show, type } = await doorShowWithType(payload, m.f)
    const [ticket] = await freeTickets(m.fans[2]!, show.id, type.id)
    const mac = ticket!.code.split('.')[2]!
    const flipped = `${mac.slice(0, 5)}${mac[5] === 'A' ? 'B' : 'A'}${mac.slice(6)}`
    const paid = await tickets.put(venue(), show.id, [
      { ...typeInput(), id: type.id },
      typeInput({ name: { tr: 'Ücretli', en: 'Paid' }, price: 10_000 }),
    ])
    const paidType = (paid.body.data as TypeView[]).find((t) => t.price === 10_000)!
    const hold = await tickets.hold(m.fans[2]!.token, show.id, [
      { typeId: paidType.id, quantity: 1 },
    ])
    const { orderId } = hold.body.data as { orderId: number }
    const { docs } = await payload.find({
      collection: 'tickets',
      where: { order: { equals: orderId } },
    })
    const heldCode = ticketCode(ticketCodeKey(payload.secret), {
      id: docs[0]!.id,
      gig: show.id,
      codeNonce: docs[0]!.codeNonce!,
    })
    for (const code of [
      'https://example.com/not-a-ticket',
      `S1.${ticket!.id}.${flipped}`,
      `S1.${ticket!.id}.${mac.slice(0, 21)}`,
      `S1.999999999.${mac}`,
      `S1.${ticket!.id + 1}.${mac}`,
      heldCode,
    ]) {
      const answer = await door.scan(venue(), show.id, code)
      expect(answer.status, code).toBe(200)
      expect(answer.body.data, code).toEqual({ ok: false, reason: 'unknown' })
    }
    // None of these let the real ticket in or touched it.
    expect((await door.scan(venue(), show.id, ticket!.code)).body.data).toMatchObject({ ok: true })
  })

  it('refuses an empty body with a 400 in the request’s language, and a show that is none with a 404', async () => {
    const { show } = await doorShowWithType(payload, m.f)
    const empty = await door.scan(venue(), show.id, '', 'tr')
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('Okutulan kodu gönderin.')
    expect((await door.scan(venue(), 987654321, 'S1.1.x')).status).toBe(404)
    expect((await door.scan(undefined, show.id, 'S1.1.x')).status).toBe(401)
  })

  it('replays a scan’s first answer for its Idempotency-Key: an offline queue’s retry stays green', async () => {
    const { show, type } = await doorShowWithType(payload, m.f)
    const [ticket] = await freeTickets(m.fans[0]!, show.id, type.id)
    const headers = { 'Idempotency-Key': `door-${ticket!.id}-${Date.now()}` }
    const first = await door.scan(venue(), show.id, ticket!.code, 'en', headers)
    const retried = await door.scan(venue(), show.id, ticket!.code, 'en', headers)
    expect(first.body.data).toMatchObject({ ok: true })
    expect(retried.body.data).toEqual(first.body.data)
    expect((await door.scan(venue(), show.id, ticket!.code)).body.data).toMatchObject({
      reason: 'used',
    })
  })

  it('admits through the tickets’ primary key: the plan of the admission is one index scan of tickets_pkey', async () => {
    // A test database holds a few tickets, and on a table that small the planner rightly reads it
    // whole; with sequential scans priced out, as on a table of an on-sale's size, the plan shows
    // which index the statement stands on. Fresh statistics over a show with several tickets let
    // the planner see what an on-sale has: one row by id against many by show.
    const { show, type } = await doorShowWithType(payload, m.f)
    const [ticket] = await freeTickets(m.fans[2]!, show.id, type.id, 6)
    const { rows } = await postgresOf(payload).drizzle.transaction(async (tx) => {
      await tx.execute(sql`ANALYZE tickets`)
      await tx.execute(sql`SET LOCAL enable_seqscan = off`)
      return tx.execute<{ 'QUERY PLAN': unknown }>(
        sql`EXPLAIN (FORMAT JSON) UPDATE tickets SET status = 'used', used_at = now(),
            used_by_id = ${m.f.organizer.user.id}, updated_at = now()
            WHERE id = ${ticket!.id} AND gig_id = ${show.id} AND status = 'sold'
              AND code_nonce = ${'n'}
            RETURNING id`,
      )
    })
    const plan = JSON.stringify(rows[0]!['QUERY PLAN'])
    expect(plan).toContain('"Index Name":"tickets_pkey"')
    expect(plan).not.toContain('Seq Scan')
  })
})
