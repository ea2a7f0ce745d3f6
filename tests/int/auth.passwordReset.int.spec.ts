import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as forgot from '../../src/app/api/auth/forgot-password/route'
import * as reset from '../../src/app/api/auth/reset-password/route'
import { loginUser } from '../../src/app/api/auth/login/loginUser'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { runQueuedJobs } from '../helpers/jobs'
import { linkIn, mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const savedEnv = { ...process.env }
const run = Date.now().toString(36)
const OLD = 'OldPassw0rd'
const NEW = 'NewPassw0rd'

beforeAll(async () => {
  process.env.RATE_LIMIT_FORGOT = '1000/60'
  process.env.RATE_LIMIT_RESET = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { like: `reset-${run}` } } })
  process.env = savedEnv
  resetRateLimits()
})

const createUser = (name: string, locale: 'tr' | 'en') =>
  payload.create({
    collection: 'users',
    data: {
      email: `reset-${run}-${name}@example.com`,
      password: OLD,
      fullname: 'Ece Işık',
      role: 'artist',
      locale,
    },
  })

const call = async (route: typeof forgot, body: unknown, lang = 'en') => {
  const response = await route.POST(
    apiRequest('/api/auth', { method: 'POST', body, headers: { 'accept-language': lang } }),
    undefined,
  )
  return { status: response.status, body: await readBody(response) }
}

const requestLink = async (email: string, lang = 'en') => {
  const answer = await call(forgot, { email }, lang)
  await runQueuedJobs(payload)
  return answer
}

const tokenIn = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop()!)

describe('password reset', () => {
  it('mails a Turkish link for a Turkish account, and the new password logs in once', async () => {
    const user = await createUser('tr', 'tr')
    const session = await loginUser(payload, { email: user.email, password: OLD })
    expect(await requestLink(user.email.toUpperCase())).toEqual({
      status: 200,
      body: {
        success: true,
        message:
          'If an account exists for this email, we have sent it a link to reset the password.',
      },
    })
    const [mail] = await mailTo(user.email)
    expect(mail.subject).toBe('Sahne şifrenizi sıfırlayın')
    expect(mail.text).toContain('Merhaba Ece Işık,')
    expect(mail.text).toContain('Bildirim ayarları: http://localhost:3000/profil')
    const link = linkIn(mail, '/sifre-sifirla/')
    expect(link).toMatch(/^http:\/\/localhost:3000\/sifre-sifirla\/[0-9a-f]{40}$/)

    expect(await call(reset, { token: tokenIn(link), password: NEW }, 'tr')).toEqual({
      status: 200,
      body: { success: true, message: 'Şifreniz değiştirildi. Artık giriş yapabilirsiniz.' },
    })
    await expect(loginUser(payload, { email: user.email, password: OLD })).rejects.toThrow()
    expect((await loginUser(payload, { email: user.email, password: NEW })).user.email).toBe(
      user.email,
    )
    // The session from before the reset has ended.
    const before = await payload.auth({
      headers: new Headers({ authorization: `Bearer ${session.token}` }),
    })
    expect(before.user).toBeNull()

    // Used twice: refused.
    expect(await call(reset, { token: tokenIn(link), password: 'Another1x' })).toEqual({
      status: 400,
      body: { success: false, message: 'This password reset link is invalid or has expired.' },
    })
    // Four password hashings: slow on a busy machine.
  }, 90_000)

  it('writes to an English account in English', async () => {
    const user = await createUser('en', 'en')
    await requestLink(user.email, 'tr')
    const [mail] = await mailTo(user.email)
    expect(mail.subject).toBe('Reset your Sahne password')
    expect(mail.text).toContain('Hello Ece Işık,')
    expect(linkIn(mail, '/en/reset-password/')).toMatch(/^http:\/\/localhost:3000\/en\//)
  })

  it('answers the same for an unknown address and mails no one', async () => {
    const unknown = `reset-${run}-nobody@example.com`
    const known = await createUser('known', 'en')
    const answers = [await requestLink(unknown), await requestLink(known.email)]
    expect(answers[0]).toEqual(answers[1])
    expect(await mailTo(unknown)).toHaveLength(0)
  })

  it('refuses an expired or wrong token, and a password against the rule', async () => {
    const user = await createUser('expired', 'en')
    await requestLink(user.email)
    const token = tokenIn(linkIn((await mailTo(user.email))[0], '/reset-password/'))
    const rule = await call(reset, { token, password: 'short' }, 'tr')
    expect(rule.status).toBe(400)
    expect(rule.body.message).toBe(
      'Şifre en az 8 karakter uzunluğunda olmalı ve en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.',
    )
    expect((await call(reset, { token: 'f'.repeat(40), password: NEW })).status).toBe(400)

    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    expect(await call(reset, { token, password: NEW }, 'tr')).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'Bu şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.',
      },
    })
    expect((await loginUser(payload, { email: user.email, password: OLD })).user.email).toBe(
      user.email,
    )
  })

  it('sends at most 3 links an hour to one address, answering the same', async () => {
    const user = await createUser('capped', 'en')
    for (let i = 0; i < 5; i++) expect((await requestLink(user.email)).status).toBe(200)
    expect(await mailTo(user.email)).toHaveLength(3)
  })

  it('limits requests per IP', async () => {
    process.env.RATE_LIMIT_FORGOT = '2/60'
    resetRateLimits()
    const email = `reset-${run}-limit@example.com`
    expect((await call(forgot, { email })).status).toBe(200)
    expect((await call(forgot, { email })).status).toBe(200)
    expect((await call(forgot, { email })).status).toBe(429)
    process.env.RATE_LIMIT_FORGOT = '1000/60'
    resetRateLimits()
  })
})
