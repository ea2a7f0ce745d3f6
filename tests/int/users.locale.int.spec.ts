import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as register from '../../src/app/api/auth/register/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const savedEnv = { ...process.env }
const run = Date.now().toString(36)

beforeAll(async () => {
  process.env.RATE_LIMIT_REGISTER = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { like: `locale-${run}` } } })
  process.env = savedEnv
  resetRateLimits()
})

const signUp = async (name: string, init: { query?: string; lang?: string } = {}) => {
  const response = await register.POST(
    apiRequest(`/api/auth/register${init.query ?? ''}`, {
      method: 'POST',
      body: {
        fullname: 'Dil Testi',
        email: `locale-${run}-${name}@example.com`,
        password: 'Passw0rdTest',
        role: 'artist',
      },
      headers: init.lang ? { 'accept-language': init.lang } : {},
    }),
    undefined,
  )
  expect(response.status).toBe(201)
  return (await readBody(response)).user as { _id: number; locale: string }
}

describe('the language an account remembers', () => {
  it('is the language the visitor registered in, returned in the session user', async () => {
    const english = await signUp('en', { lang: 'en-GB,en;q=0.9' })
    expect(english.locale).toBe('en')
    expect((await payload.findByID({ collection: 'users', id: english._id })).locale).toBe('en')

    expect((await signUp('query', { query: '?locale=en', lang: 'tr' })).locale).toBe('en')
    expect((await signUp('tr', { lang: 'tr-TR' })).locale).toBe('tr')
  })

  it('is Turkish, the site default, when the request names no language', async () => {
    expect((await signUp('none')).locale).toBe('tr')
  })
})
