import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as forgot from '../../src/app/api/auth/forgot-password/route'
import * as login from '../../src/app/api/auth/login/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest } from '../helpers/api'
import { cmsApi } from '../helpers/cmsApi'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const run = Date.now().toString(36)
const EMAIL = `panel-${run}@cms-signin.example.com`
const PASSWORD = 'Passw0rdPanel'
const saved = { ...process.env }

const fromAddress = (index: number) => ({ 'x-forwarded-for': `127.0.3.${index}` })
const panelLogin = (password: string, index: number) =>
  cmsApi('POST', '/users/login', { body: { email: EMAIL, password }, headers: fromAddress(index) })
const apiLogin = (password: string, index: number) =>
  login.POST(
    apiRequest('/api/auth/login', {
      method: 'POST',
      body: { email: EMAIL, password },
      headers: fromAddress(index),
    }),
    {},
  )

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.create({
    collection: 'users',
    data: { fullname: 'Panel Kişi', email: EMAIL, password: PASSWORD, role: 'artist' },
  })
})
beforeEach(() => {
  process.env.RATE_LIMIT_LOGIN = '1000/60'
  process.env.RATE_LIMIT_LOGIN_ACCOUNT = '10/900'
  resetRateLimits()
})
afterAll(async () => {
  process.env = saved
  resetRateLimits()
  await payload.delete({ collection: 'users', where: { email: { equals: EMAIL } } })
})

describe('one per-account login limiter for /api and the panel', () => {
  it('12 wrong passwords at /cms-api from 12 addresses, then the right one: 429 on both paths', async () => {
    for (let i = 0; i < 12; i++)
      expect((await panelLogin('Wr0ngPassword', i)).status).toBeLessThan(500)
    const panel = await panelLogin(PASSWORD, 99)
    expect(panel.status).toBe(429)
    expect(Number(panel.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await apiLogin(PASSWORD, 98)).status).toBe(429)
  })

  it('failures at /api count at the panel too; a success clears them', async () => {
    for (let i = 0; i < 9; i++) expect((await apiLogin('Wr0ngPassword', i)).status).toBe(401)
    expect((await panelLogin(PASSWORD, 50)).status).toBe(200)
    for (let i = 0; i < 9; i++) expect((await panelLogin('Wr0ngPassword', i)).status).toBe(401)
    expect((await apiLogin(PASSWORD, 51)).status).toBe(200)
  })
})

describe('the panel forgot-password keeps /api cap of 3 reset mails an hour per address', () => {
  it('three requests at /cms-api use the cap: a fourth, and one at /api, send nothing', async () => {
    const ask = (index: number) =>
      cmsApi('POST', '/users/forgot-password', {
        body: { email: EMAIL },
        headers: fromAddress(index),
      })
    const answers = []
    for (let i = 0; i < 4; i++) {
      const response = await ask(i)
      expect(response.status).toBe(200)
      answers.push(await response.json())
    }
    // The capped answer is Payload's usual one: nothing tells the caller the cap was reached.
    expect(answers[3]).toEqual(answers[0])
    await runQueuedJobs(payload)
    expect(await mailTo(EMAIL)).toHaveLength(3)
    const api = await forgot.POST(
      apiRequest('/api/auth/forgot-password', {
        method: 'POST',
        body: { email: EMAIL },
        headers: fromAddress(9),
      }),
      {},
    )
    expect(api.status).toBe(200)
    await runQueuedJobs(payload)
    expect(await mailTo(EMAIL)).toHaveLength(3)
  })
})
