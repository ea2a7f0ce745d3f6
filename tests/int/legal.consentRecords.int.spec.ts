import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as registerRoute from '../../src/app/api/auth/register/route'
import * as contactRoute from '../../src/app/api/contact/route'
import * as subscribeRoute from '../../src/app/api/subscribe/fan/route'
import { marketingText, noticeText, recordConsent } from '../../src/server/legal'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { as, cleanupUsers, expectDenied, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
const savedEnv = { ...process.env }
const run = Date.now().toString(36)
const address = (name: string) => `consent-${name}-${run}@example.com`
const db = () => (payload.db as unknown as PostgresAdapter).drizzle

beforeAll(async () => {
  process.env.RATE_LIMIT_REGISTER = '1000/60'
  process.env.RATE_LIMIT_CONTACT = '1000/60'
  process.env.RATE_LIMIT_SUBSCRIBE = '1000/60'
  // The client's address as a proxy in front of the app would pass it on.
  process.env.TRUST_PROXY = '1'
  resetRateLimits()
  payload = await getTestPayload()
  users = await seedUsers(payload)
})

afterAll(async () => {
  await cleanupUsers(payload, users)
  await payload.delete({ collection: 'users', where: { email: { like: run } } })
  await payload.delete({ collection: 'contact-messages', where: { email: { like: run } } })
  await payload.delete({ collection: 'subscribers', where: { email: { like: run } } })
  process.env = savedEnv
  resetRateLimits()
})

const recordsOf = async (email: string) =>
  (
    await payload.find({
      collection: 'consent-records',
      where: { email: { equals: email } },
      sort: 'id',
      pagination: false,
    })
  ).docs

const post = (path: string, body: unknown, locale = 'tr') =>
  apiRequest(`${path}?locale=${locale}`, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.2' },
  })

describe('consent records', () => {
  it('are refused an update, a delete or a truncate by the database itself', async () => {
    const record = await recordConsent(
      payload,
      { email: address('trigger') },
      { kind: 'notice', purpose: 'account', action: 'given' },
      { ip: '127.0.0.1', screen: 'test', locale: 'tr' },
    )
    await expect(
      db().execute(sql`update consent_records set ip = '0.0.0.0' where id = ${record.id}`),
    ).rejects.toThrow()
    await expect(
      db().execute(sql`delete from consent_records where id = ${record.id}`),
    ).rejects.toThrow()
    await expect(db().execute(sql`truncate consent_records`)).rejects.toThrow()
    expect((await recordsOf(address('trigger')))[0].ip).toBe('127.0.0.1')
  })

  it('cannot be created, changed or deleted through Payload by anyone but the domain', async () => {
    const [record] = await recordsOf(address('trigger'))
    const { admin, artist } = users
    await expectDenied(
      payload.update({
        collection: 'consent-records',
        id: record.id,
        data: { screen: 'edited' },
        ...as(admin),
      }),
    )
    await expectDenied(
      payload.delete({ collection: 'consent-records', id: record.id, ...as(admin) }),
    )
    await expectDenied(
      payload.create({
        collection: 'consent-records',
        data: { ...record, id: undefined, screen: 'forged' },
        ...as(admin),
      }),
    )
    // An admin reads them in the panel; nobody else does.
    const read = await payload.findByID({
      collection: 'consent-records',
      id: record.id,
      ...as(admin),
    })
    expect(read.screen).toBe('test')
    await expectDenied(
      payload.findByID({ collection: 'consent-records', id: record.id, ...as(artist) }),
    )
  })

  it('hold the hash of the exact notice text shown, which changes with the language', () => {
    const tr = noticeText('tr', 'account')
    const en = noticeText('en', 'account')
    expect(tr.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(tr.hash).not.toBe(en.hash)
    expect(noticeText('tr', 'account').hash).toBe(tr.hash)
    expect(tr.paragraphs.join(' ')).toContain('MERSİS')
  })

  it('record the account notice on sign-up, and the digest opt-in only when it was ticked', async () => {
    const body = (email: string, digest?: boolean) => ({
      fullname: 'Deniz Kaya',
      email,
      password: 'Passw0rdTest',
      role: 'artist',
      ...(digest === undefined ? {} : { digest }),
    })
    expect(
      (await registerRoute.POST(post('/api/auth/register', body(address('plain'))), undefined))
        .status,
    ).toBe(201)
    const plain = await recordsOf(address('plain'))
    expect(plain).toHaveLength(1)
    expect(plain[0]).toMatchObject({
      purpose: 'account',
      kind: 'notice',
      action: 'given',
      locale: 'tr',
      ip: '203.0.113.7',
      screen: 'register',
      textHash: noticeText('tr', 'account').hash,
      textVersion: noticeText('tr', 'account').version,
    })
    expect(plain[0].user).toBeGreaterThan(0)
    const user = await payload.findByID({ collection: 'users', id: plain[0].user as number })
    expect(user.digest).toBe(false)

    const response = await registerRoute.POST(
      post('/api/auth/register', body(address('digest'), true), 'en'),
      undefined,
    )
    expect(response.status).toBe(201)
    const opted = await recordsOf(address('digest'))
    expect(opted.map((r) => [r.kind, r.purpose, r.action])).toEqual([
      ['notice', 'account', 'given'],
      ['marketing', 'digest', 'given'],
    ])
    expect(opted[1].textHash).toBe(marketingText('en', 'digest').hash)
    const optedUser = await payload.findByID({ collection: 'users', id: opted[1].user as number })
    expect(optedUser.digest).toBe(true)
  })

  it('refuse a digest opt-in that is not a boolean, in the request language', async () => {
    const response = await registerRoute.POST(
      post(
        '/api/auth/register',
        {
          fullname: 'Deniz',
          email: address('bad'),
          password: 'Passw0rdTest',
          role: 'artist',
          digest: 'yes',
        },
        'tr',
      ),
      undefined,
    )
    expect(response.status).toBe(400)
    expect(await recordsOf(address('bad'))).toHaveLength(0)
  })

  it('record the contact notice with the message, and the newsletter notice and opt-in', async () => {
    const contact = await contactRoute.POST(
      post('/api/contact', { name: 'Ayşe', email: address('contact'), message: 'Merhaba' }),
      undefined,
    )
    expect(contact.status).toBe(201)
    expect((await recordsOf(address('contact'))).map((r) => [r.kind, r.purpose])).toEqual([
      ['notice', 'contact'],
    ])

    const subscribed = await subscribeRoute.POST(
      post('/api/subscribe/fan', { email: address('news') }, 'en'),
      undefined,
    )
    expect(subscribed.status).toBe(200)
    const records = await recordsOf(address('news'))
    expect(records.map((r) => [r.kind, r.purpose, r.action, r.locale, r.screen])).toEqual([
      ['notice', 'newsletter', 'given', 'en', 'newsletter'],
      ['marketing', 'newsletter', 'given', 'en', 'newsletter'],
    ])
    expect(records[1].textHash).toBe(marketingText('en', 'newsletter').hash)
  })

  it('record a deleted account’s digest as withdrawn, and nothing for one that never opted in', async () => {
    const register = async (name: string, digest: boolean) => {
      const response = await registerRoute.POST(
        post(
          '/api/auth/register',
          {
            fullname: 'Ece Su',
            email: address(name),
            password: 'Passw0rdTest',
            role: 'fan',
            digest,
          },
          'en',
        ),
        undefined,
      )
      expect(response.status).toBe(201)
      return (await recordsOf(address(name)))[0].user as number
    }
    const opted = await register('gone-digest', true)
    const plain = await register('gone-plain', false)
    // An admin deletes both accounts (the panel's delete, with the admin's request).
    for (const id of [opted, plain])
      await payload.delete({ collection: 'users', id, overrideAccess: false, user: users.admin })
    const records = await recordsOf(address('gone-digest'))
    expect(records.map((r) => [r.kind, r.purpose, r.action, r.screen, r.locale])).toEqual([
      ['notice', 'account', 'given', 'register', 'en'],
      ['marketing', 'digest', 'given', 'register', 'en'],
      ['marketing', 'digest', 'withdrawn', 'accountDeletion', 'en'],
    ])
    // The proof outlives the account: the record keeps its id.
    expect(records[2].user).toBe(opted)
    expect(records[2].textHash).toBe(marketingText('en', 'digest').hash)
    expect((await recordsOf(address('gone-plain'))).map((r) => r.action)).toEqual(['given'])
  })
})
