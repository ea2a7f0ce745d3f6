import { sql } from '@payloadcms/db-postgres'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as messagesRoute from '../../src/app/api/applications/[id]/messages/route'
import * as applyRoute from '../../src/app/api/gigs/[id]/applications/route'
import * as subscribeRoute from '../../src/app/api/subscribe/fan/route'
import { honourKey } from '../../src/app/api/_http/idempotencyKey'
import { applyToGig } from '../../src/server/market'
import { deleteExpiredKeys, postgresOf } from '../../src/server/platform'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, params, readBody } from '../helpers/api'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture
const savedEnv = { ...process.env }
const run = Date.now().toString(36)

beforeAll(async () => {
  process.env.RATE_LIMIT_SUBSCRIBE = '1000/60'
  process.env.RATE_LIMIT_OPTIN_MAIL = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
  f = await seedMarket(payload)
})

afterAll(async () => {
  await payload.delete({ collection: 'subscribers', where: { email: { like: run } } })
  await cleanupMarket(payload, f)
  process.env = savedEnv
  resetRateLimits()
})

const db = () => postgresOf(payload).drizzle

/** A visitor's subscription from `address`, with `key` as its Idempotency-Key. */
const subscribe = (email: string, key: string, address = '198.51.100.1', locale = 'en') =>
  subscribeRoute.POST(
    apiRequest(`/api/subscribe/fan?locale=${locale}`, {
      method: 'POST',
      body: { email },
      headers: { 'idempotency-key': key, 'x-forwarded-for': address },
    }),
    undefined,
  )

const MESSAGE = 'Merhaba, çalmak isteriz.'

const applyRequest = (gigId: number, key: string, message = MESSAGE) =>
  apiRequest(`/api/gigs/${gigId}/applications?locale=en`, {
    method: 'POST',
    token: f.artist.token,
    body: { message },
    headers: { 'idempotency-key': key },
  })

const apply = (gigId: number, key: string, message = MESSAGE) =>
  applyRoute.POST(applyRequest(gigId, key, message), params({ id: String(gigId) }))

const subscriber = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } } })).docs

const keyRecord = async (key: string) =>
  (
    await db().execute(
      sql`select status, body, result, reanswered_at from idempotency_keys where key = ${key}`,
    )
  ).rows[0] as {
    status: number | null
    body: string | null
    result: { value: { id: number } } | null
    reanswered_at: string | null
  }

const keyRows = async (key: string) =>
  (await db().execute(sql`select caller, status from idempotency_keys where key = ${key}`)).rows

const applications = (gigId: number) =>
  payload.count({ collection: 'applications', where: { gig: { equals: gigId } } })

describe('Idempotency-Key on a write', () => {
  it('does a keyed write once: its repeat answers the same, replayed, and writes nothing', async () => {
    const email = `once-${run}@example.com`
    const key = randomUUID()
    const first = await subscribe(email, key)
    expect(first.status).toBe(200)
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    const [before] = await subscriber(email)
    const again = await subscribe(email, key)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await readBody(again)).toEqual(await readBody(first))
    const rows = await subscriber(email)
    expect(rows).toHaveLength(1)
    // A second subscription would have issued a new confirmation link.
    expect(rows[0].confirmTokenHash).toBe(before.confirmTokenHash)
    expect(rows[0].updatedAt).toBe(before.updatedAt)
  })

  it('does two concurrent requests with one key once; both get the answer', async () => {
    const gig = await makeGig(payload, f.organizer.user, { slots: 2 })
    const key = randomUUID()
    const replies = await Promise.all([apply(gig.id, key), apply(gig.id, key), apply(gig.id, key)])
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201])
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed'))).toHaveLength(2)
    const ids = await Promise.all(
      replies.map(async (reply) => ((await readBody(reply)).data as { id: number }).id),
    )
    expect(new Set(ids).size).toBe(1)
    expect((await applications(gig.id)).totalDocs).toBe(1)
  })

  it('does five concurrent subscriptions with one key once', async () => {
    const email = `race-${run}@example.com`
    const key = randomUUID()
    const replies = await Promise.all(Array.from({ length: 5 }, () => subscribe(email, key)))
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200])
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed'))).toHaveLength(4)
    expect(await subscriber(email)).toHaveLength(1)
  })

  it('refuses the key again for a different request with a 422 in its language', async () => {
    const key = randomUUID()
    expect((await subscribe(`first-${run}@example.com`, key)).status).toBe(200)
    const other = await subscribe(`second-${run}@example.com`, key)
    expect(other.status).toBe(422)
    expect(await readBody(other)).toEqual({
      success: false,
      message:
        'This Idempotency-Key was already used for a different request. Please use a new key for each new request.',
    })
    const turkish = await subscribe(`second-${run}@example.com`, key, undefined, 'tr')
    expect(turkish.status).toBe(422)
    expect((await readBody(turkish)).message).toMatch(/^Bu Idempotency-Key farklı bir istek/)
    expect(await subscriber(`second-${run}@example.com`)).toHaveLength(0)
  })

  it('takes an expired key as a new request, and the sweep forgets expired keys', async () => {
    const email = `expired-${run}@example.com`
    const key = randomUUID()
    await subscribe(email, key)
    const [before] = await subscriber(email)
    await db().execute(
      sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = ${key}`,
    )
    const again = await subscribe(email, key)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBeNull()
    expect((await subscriber(email))[0].confirmTokenHash).not.toBe(before.confirmTokenHash)

    const stale = randomUUID()
    await subscribe(`stale-${run}@example.com`, stale)
    await db().execute(
      sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = ${stale}`,
    )
    expect(await deleteExpiredKeys(payload)).toBeGreaterThanOrEqual(1)
    expect(await keyRows(stale)).toEqual([])
    expect(await keyRows(key)).toHaveLength(1)
  })

  it("keeps one anonymous caller's key apart from another's", async () => {
    const key = randomUUID()
    const a = await subscribe(`anon-a-${run}@example.com`, key, '198.51.100.20')
    const b = await subscribe(`anon-b-${run}@example.com`, key, '198.51.100.21')
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.headers.get('idempotent-replayed')).toBeNull()
    expect(await subscriber(`anon-b-${run}@example.com`)).toHaveLength(1)
    const callers = (await keyRows(key)).map((row) => row.caller as string)
    expect(new Set(callers).size).toBe(2)
    // The address is kept hashed.
    expect(callers.join()).not.toMatch(/198\.51/)
  })

  it('refuses a key on a write route that cannot honour it, and a malformed key, with a 400', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    const application = (await readBody(await apply(gig.id, randomUUID()))).data as { id: number }
    const write = (key: string) =>
      messagesRoute.POST(
        apiRequest(`/api/applications/${application.id}/messages?locale=en`, {
          method: 'POST',
          token: f.artist.token,
          body: { text: 'Ses kontrolü saat kaçta?' },
          headers: { 'idempotency-key': key },
        }),
        params({ id: String(application.id) }),
      )
    const refused = await write(randomUUID())
    expect(refused.status).toBe(400)
    expect((await readBody(refused)).message).toBe(
      'This request cannot be made safe to repeat with an Idempotency-Key. Please send it without one.',
    )
    const count = await payload.count({
      collection: 'application-messages',
      where: { application: { equals: application.id } },
    })
    expect(count.totalDocs).toBe(0)
    for (const malformed of ['', 'ä-key', 'a'.repeat(256), 'with space']) {
      const response = await subscribe(`bad-${run}@example.com`, malformed)
      expect(response.status).toBe(400)
      expect((await readBody(response)).message).toMatch(/visible ASCII/)
    }
    expect(await subscriber(`bad-${run}@example.com`)).toHaveLength(0)
  })

  it('leaves no key after a write that rolled back, so its retry does the write', async () => {
    const gig = await makeGig(payload, f.organizer.user)
    const earlier = (await readBody(await apply(gig.id, randomUUID()))).data as { id: number }
    const key = randomUUID()
    // Refused inside the transaction (one application per artist and gig): it rolls back.
    const refused = await apply(gig.id, key)
    expect(refused.status).toBe(409)
    expect(await keyRows(key)).toEqual([])
    await payload.delete({ collection: 'applications', id: earlier.id })
    const retried = await apply(gig.id, key)
    expect(retried.status).toBe(201)
    expect(retried.headers.get('idempotent-replayed')).toBeNull()
    expect((await applications(gig.id)).totalDocs).toBe(1)
    expect(await keyRows(key)).toEqual([{ caller: `user:${f.artist.user.id}`, status: 201 }])
  })

  it('answers a write whose instance died between its commit and its answer, from what its transaction stored', async () => {
    const gig = await makeGig(payload, f.organizer.user, { slots: 2 })
    const key = randomUUID()
    // The first request's write commits, then its instance "dies" before the answer is stored.
    const dying = honourKey(applyRequest(gig.id, key), key, async () => {
      await applyToGig(payload, f.artist.user, String(gig.id), { message: MESSAGE })
      throw new Error('the instance died')
    })
    await expect(dying).rejects.toThrow('the instance died')
    const left = await keyRecord(key)
    expect(left.status).toBeNull()
    // Stored by the write's own transaction: the committed key has what it returned.
    const [created] = (
      await payload.find({ collection: 'applications', where: { gig: { equals: gig.id } } })
    ).docs
    expect(left.result?.value.id).toBe(created.id)

    // Its repeats (the front sends the write to the other instance) wait for the answer, then
    // one answers it again from the stored result; neither writes again.
    const replies = await Promise.all([apply(gig.id, key), apply(gig.id, key)])
    expect(replies.map((reply) => reply.status)).toEqual([201, 201])
    expect(replies.map((reply) => reply.headers.get('idempotent-replayed'))).toEqual([
      'true',
      'true',
    ])
    const bodies = await Promise.all(replies.map(readBody))
    expect(bodies[0]).toEqual(bodies[1])
    expect(bodies[0]).toMatchObject({
      success: true,
      message: 'Your application has been sent.',
      data: { id: created.id, gig: gig.id },
    })
    expect((await applications(gig.id)).totalDocs).toBe(1)
    const answered = await keyRecord(key)
    expect(answered.status).toBe(201)
    expect(answered.reanswered_at).not.toBeNull()
    // Later repeats replay the stored answer at once.
    const later = await apply(gig.id, key)
    expect(later.status).toBe(201)
    expect(await readBody(later)).toEqual(bodies[0])
  }, 30_000)

  it('stores the result of a committed write that returns nothing, so its key can be answered again', async () => {
    const email = `result-${run}@example.com`
    const key = randomUUID()
    expect((await subscribe(email, key)).status).toBe(200)
    // A write returning nothing still has its result stored: the key can be answered again.
    expect((await keyRecord(key)).result).toEqual({})
  })
})
