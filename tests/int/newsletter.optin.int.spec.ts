import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as subscribeRoute from '../../src/app/api/subscribe/fan/route'
import * as unsubscribeRoute from '../../src/app/api/subscribe/unsubscribe/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { confirmSubscription } from '../../src/server/outreach/newsletter/confirmSubscription'
import { apiRequest, readBody } from '../helpers/api'
import { runQueuedJobs } from '../helpers/jobs'
import { linkIn, mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const savedEnv = { ...process.env }
const run = Date.now().toString(36)
const address = (name: string) => `optin-${name}-${run}@example.com`

beforeAll(async () => {
  process.env.RATE_LIMIT_SUBSCRIBE = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'subscribers', where: { email: { like: run } } })
  process.env = savedEnv
  resetRateLimits()
})

const subscribe = async (email: string, lang = 'tr') => {
  const response = await subscribeRoute.POST(
    apiRequest('/api/subscribe/fan', {
      method: 'POST',
      body: { email },
      headers: { 'accept-language': lang },
    }),
    undefined,
  )
  expect(response.status).toBe(200)
  expect(await readBody(response)).toMatchObject({ success: true })
  await runQueuedJobs(payload)
}

const statusOf = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } } })).docs[0]
    ?.status

const tokenIn = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop()!)

describe('newsletter double opt-in', () => {
  it('mails a Turkish confirmation link, and the address counts only once confirmed', async () => {
    const email = address('tr')
    await subscribe(email)
    expect(await statusOf(email)).toBe('pending')

    const [mail] = await mailTo(email)
    expect(mail.subject).toBe('Sahne bülteni aboneliğinizi onaylayın')
    expect(mail.text).toContain('Sahne bültenini almak istediğinizi lütfen onaylayın.')
    const link = linkIn(mail, '/abonelik/onay/')
    expect(link).toMatch(/^http:\/\/localhost:3000\/abonelik\/onay\/[\w-]{43}$/)
    expect(mail.html).toContain(`href="${link}"`)
    expect(linkIn(mail, '/abonelik/iptal/')).toMatch(/^http:\/\/localhost:3000\/abonelik\/iptal\//)
    expect(mail.text).toContain('Abonelikten çık: http://localhost:3000/abonelik/iptal/')

    expect(await confirmSubscription(payload, tokenIn(link))).toEqual({ email })
    expect(await statusOf(email)).toBe('confirmed')
    // Opened again (a browser's second request, a mail scanner first): the same answer, no change.
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
    })
    expect(await confirmSubscription(payload, tokenIn(link))).toEqual({ email })
    const again = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
    })
    expect(again.docs[0].confirmedAt).toBe(docs[0].confirmedAt)
    expect(await statusOf(email)).toBe('confirmed')
  })

  it('writes the mail in English for an English page, with English links', async () => {
    const email = address('en')
    await subscribe(email, 'en')
    const [mail] = await mailTo(email)
    expect(mail.subject).toBe('Confirm your Sahne newsletter subscription')
    expect(linkIn(mail, '/en/subscription/confirm/')).toContain('http://localhost:3000/en/')
    expect(mail.text).toContain('Unsubscribe: http://localhost:3000/en/subscription/unsubscribe/')
  })

  it('refuses an expired or unknown token', async () => {
    const email = address('expired')
    await subscribe(email)
    const token = tokenIn(linkIn((await mailTo(email))[0], '/abonelik/onay/'))
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
    })
    await payload.update({
      collection: 'subscribers',
      id: docs[0].id,
      data: { confirmTokenExpiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(await confirmSubscription(payload, token)).toBeNull()
    expect(await confirmSubscription(payload, `${token.slice(0, -1)}x`)).toBeNull()
    expect(await confirmSubscription(payload, '')).toBeNull()
    expect(await statusOf(email)).toBe('pending')
  })

  it('re-sends to a pending address, sends nothing to a confirmed one, and caps the mails', async () => {
    const email = address('repeat')
    await subscribe(email)
    await subscribe(email.toUpperCase())
    const mails = await mailTo(email)
    expect(mails).toHaveLength(2)
    // The newest link is the one that works.
    expect(await confirmSubscription(payload, tokenIn(linkIn(mails[1], '/onay/')))).toEqual({
      email,
    })
    await subscribe(email)
    expect(await mailTo(email)).toHaveLength(2)

    const pending = address('capped')
    for (let i = 0; i < 5; i++) await subscribe(pending)
    expect(await mailTo(pending)).toHaveLength(3)
  })
})

const unsubscribeRequest = (token: unknown, lang = 'en') =>
  unsubscribeRoute.POST(
    apiRequest('/api/subscribe/unsubscribe', {
      method: 'POST',
      body: { token },
      headers: { 'accept-language': lang },
    }),
    undefined,
  )

describe('POST /api/subscribe/unsubscribe', () => {
  it('unsubscribes with the link from the mail, again and again, without logging in', async () => {
    const email = address('leave')
    await subscribe(email)
    const mail = (await mailTo(email))[0]
    await confirmSubscription(payload, tokenIn(linkIn(mail, '/abonelik/onay/')))
    const token = tokenIn(linkIn(mail, '/abonelik/iptal/'))
    for (let i = 0; i < 2; i++) {
      const response = await unsubscribeRequest(token)
      expect(response.status).toBe(200)
      expect(await readBody(response)).toEqual({
        success: true,
        message: 'You have been unsubscribed. You will not receive the Sahne newsletter any more.',
      })
    }
    expect(await statusOf(email)).toBe('unsubscribed')
    // An old confirmation link cannot bring the address back.
    expect(await confirmSubscription(payload, tokenIn(linkIn(mail, '/abonelik/onay/')))).toBeNull()
  })

  it('answers 404 in the request language for a forged or missing token', async () => {
    const email = address('forged')
    await subscribe(email)
    const token = tokenIn(linkIn((await mailTo(email))[0], '/abonelik/iptal/'))
    const forged = await unsubscribeRequest(
      `${Number(token.split('.')[0]) + 1}.${token.split('.')[1]}`,
      'tr',
    )
    expect(forged.status).toBe(404)
    expect(await readBody(forged)).toEqual({
      success: false,
      message: 'Bu bağlantı geçersiz veya süresi dolmuş.',
    })
    expect((await unsubscribeRequest('')).status).toBe(400)
    expect(await statusOf(email)).toBe('pending')
  })
})
