import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as commentsRoute from '../../src/app/api/comments/route'
import * as contactRoute from '../../src/app/api/contact/route'
import * as subscribeRoute from '../../src/app/api/subscribe/fan/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'

const savedEnv = { ...process.env }

beforeAll(() => {
  process.env.RATE_LIMIT_COMMENTS = '1000/60'
  process.env.RATE_LIMIT_SUBSCRIBE = '1000/60'
  process.env.RATE_LIMIT_CONTACT = '1000/60'
  resetRateLimits()
})

afterAll(() => {
  process.env = savedEnv
  resetRateLimits()
})

describe('hostile bodies', () => {
  const routes = [
    ['/api/comments', commentsRoute.POST],
    ['/api/subscribe/fan', subscribeRoute.POST],
    ['/api/contact', contactRoute.POST],
  ] as const

  it.each(routes)('%s answers 400 JSON to malformed JSON', async (path, handler) => {
    const request = apiRequest(path, {
      method: 'POST',
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    })
    const response = await handler(request, undefined)
    expect(response.status).toBe(400)
    expect(await readBody(response)).toMatchObject({
      success: false,
      message: 'Malformed JSON body.',
    })
  })

  it.each(routes)('%s answers 413 JSON to a body over 100 KB', async (path, handler) => {
    const body = { email: 'a@example.com', text: 'x'.repeat(101 * 1024) }
    const response = await handler(apiRequest(path, { method: 'POST', body }), undefined)
    expect(response.status).toBe(413)
    expect(await readBody(response)).toMatchObject({ success: false })
  })
})
