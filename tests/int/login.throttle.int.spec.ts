import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as login from '../../src/app/api/auth/login/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const run = Date.now().toString(36)
const PASSWORD = 'Passw0rdTest'
const saved = { ...process.env }

const attempt = (email: string, password: string, address: string, lang = 'en') =>
  login.POST(
    apiRequest('/api/auth/login', {
      method: 'POST',
      body: { email, password },
      headers: { 'x-forwarded-for': address, 'accept-language': lang },
    }),
    {},
  )

beforeAll(async () => {
  payload = await getTestPayload()
})
beforeEach(() => {
  process.env.RATE_LIMIT_LOGIN = '1000/60'
  process.env.RATE_LIMIT_LOGIN_ACCOUNT = '3/60'
  resetRateLimits()
})
afterAll(async () => {
  process.env = saved
  resetRateLimits()
  await payload.delete({
    collection: 'users',
    where: { email: { like: `%-${run}@throttle.example.com` } },
  })
})

describe('failed logins are slowed down per account, never locked', () => {
  it('answers an existing and an unknown email alike: 401, then 429 with Retry-After', async () => {
    const email = `member-${run}@throttle.example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, fullname: 'Throttle', role: 'artist' },
    })
    for (const target of [email, `nobody-${run}@throttle.example.com`]) {
      const statuses = []
      // Each attempt from a different address: the per-account count still adds up.
      for (let i = 0; i < 3; i++)
        statuses.push((await attempt(target, 'Wrong1Pass', `198.51.100.${i}`)).status)
      expect(statuses).toEqual([401, 401, 401])
      const limited = await attempt(target, 'Wrong1Pass', '198.51.100.99', 'tr')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await readBody(limited)).message).toMatch(/^Çok fazla giriş denemesi yapıldı/)
    }
  })

  it('a successful login clears the count, so the owner is not slowed by old failures', async () => {
    const email = `owner-${run}@throttle.example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, fullname: 'Owner', role: 'artist' },
    })
    for (let i = 0; i < 2; i++) await attempt(email, 'Wrong1Pass', '203.0.113.1')
    expect((await attempt(email, PASSWORD, '203.0.113.1')).status).toBe(200)
    for (let i = 0; i < 3; i++)
      expect((await attempt(email, 'Wrong1Pass', '203.0.113.1')).status).toBe(401)
  })

  it('frees the account when the window has passed', async () => {
    process.env.RATE_LIMIT_LOGIN_ACCOUNT = '1/1'
    resetRateLimits()
    const email = `window-${run}@throttle.example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, fullname: 'Window', role: 'artist' },
    })
    expect((await attempt(email, 'Wrong1Pass', '203.0.113.2')).status).toBe(401)
    expect((await attempt(email, PASSWORD, '203.0.113.2')).status).toBe(429)
    await new Promise((r) => setTimeout(r, 1_100))
    expect((await attempt(email, PASSWORD, '203.0.113.2')).status).toBe(200)
  })
})
