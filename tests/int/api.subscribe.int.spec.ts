import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as subscribeRoute from '../../src/app/api/subscribe/fan/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const savedEnv = { ...process.env }
const run = Date.now().toString(36)

beforeAll(async () => {
  // These tests send more requests than the default per-IP limit allows.
  process.env.RATE_LIMIT_SUBSCRIBE = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'subscribers', where: { email: { like: run } } })
  process.env = savedEnv
  resetRateLimits()
})

const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  subscribeRoute.POST(
    apiRequest('/api/subscribe/fan', { method: 'POST', body, headers }),
    undefined,
  )

const subscribers = (email: string) =>
  payload.find({ collection: 'subscribers', where: { email: { equals: email } } })

describe('POST /api/subscribe/fan', () => {
  it('subscribes once, and a second time in another case is still a success', async () => {
    const email = `fan-${run}@example.com`
    for (const address of [email, `  FAN-${run.toUpperCase()}@Example.COM `]) {
      const response = await subscribe({ email: address })
      expect(response.status).toBe(200)
      expect(await readBody(response)).toEqual({
        success: true,
        message: 'Subscription successful! Please check your email.',
      })
    }
    const { docs } = await subscribers(email)
    expect(docs).toHaveLength(1)
    // Double opt-in: the address counts once the link in the mail is followed.
    expect(docs[0].status).toBe('pending')
  })

  it('asks a former subscriber to confirm again', async () => {
    const email = `back-${run}@example.com`
    await payload.create({ collection: 'subscribers', data: { email, status: 'unsubscribed' } })
    expect((await subscribe({ email })).status).toBe(200)
    expect((await subscribers(email)).docs[0].status).toBe('pending')
  })

  it('refuses a missing or invalid email', async () => {
    for (const [body, message] of [
      [{}, 'Email is required.'],
      [{ email: 'not-an-email' }, 'Invalid email address.'],
    ] as const) {
      const response = await subscribe(body)
      expect(response.status).toBe(400)
      expect(await readBody(response)).toMatchObject({ success: false, message })
    }
  })

  it('limits requests per IP with a 429 JSON answer', async () => {
    process.env.RATE_LIMIT_SUBSCRIBE = '2/60'
    resetRateLimits()
    try {
      const ip = { 'x-forwarded-for': '203.0.113.7' }
      const statuses = []
      for (let i = 0; i < 3; i++)
        statuses.push((await subscribe({ email: `limit-${run}@example.com` }, ip)).status)
      expect(statuses).toEqual([200, 200, 429])
      const limited = await subscribe({ email: `limit-${run}@example.com` }, ip)
      expect(await readBody(limited)).toMatchObject({ success: false, message: expect.any(String) })
      expect((await subscribe({ email: `other-${run}@example.com` })).status).toBe(200)
    } finally {
      process.env.RATE_LIMIT_SUBSCRIBE = '1000/60'
      resetRateLimits()
    }
  })
})
