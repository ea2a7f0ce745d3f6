import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as contactRoute from '../../src/app/api/contact/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const savedEnv = { ...process.env }
const run = Date.now().toString(36)

beforeAll(async () => {
  // These tests send more requests than the default per-IP limit allows.
  process.env.RATE_LIMIT_CONTACT = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'contact-messages', where: { email: { like: run } } })
  process.env = savedEnv
  resetRateLimits()
})

const contact = (body: unknown) =>
  contactRoute.POST(apiRequest('/api/contact', { method: 'POST', body }), undefined)

describe('POST /api/contact', () => {
  const message = { name: 'Ayşe', email: `ayse-${run}@example.com`, message: 'Merhaba!' }

  it('stores the message for admins and thanks the sender', async () => {
    const response = await contact(message)
    expect(response.status).toBe(201)
    expect(await readBody(response)).toEqual({
      success: true,
      message: 'Thank you! Your message has been received.',
    })
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: message.email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ ...message, handled: false })
  })

  it.each([
    ['name', { name: ' ' }, 'Name is required.'],
    ['email', { email: undefined }, 'Email is required.'],
    ['valid email', { email: 'ayse' }, 'Invalid email address.'],
    ['message', { message: '' }, 'Message is required.'],
  ])('requires a %s', async (_field, extra, expected) => {
    const response = await contact({ ...message, ...extra })
    expect(response.status).toBe(400)
    expect(await readBody(response)).toMatchObject({ success: false, message: expected })
  })
})
